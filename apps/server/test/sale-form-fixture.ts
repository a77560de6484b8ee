import type { SaleSaveEntity, UploadEntity } from '@ansim/domain/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { multipart } from './multipart.ts';

/*
 * What the registration tests share: signing in, uploading, and a complete registration form whose every
 * field has a value to find again (spec 02 §3 "Listing form fields").
 */

export interface Caller {
  userNo: number;
  headers: Record<string, string>;
}

export async function signIn(app: FastifyInstance, id: string): Promise<Caller> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: DEMO_PASSWORD },
  });
  const userNo = res.json<{ entity: { userNo: number } }>().entity.userNo;
  return { userNo, headers: { authorization: res.headers.authorization as string } };
}

/** A JPEG photo with EXIF (a camera and a GPS position), distinct per seed so each has its own key. */
export async function photo(seed: number, size = { width: 96, height: 72 }): Promise<Buffer> {
  return sharp({
    create: {
      width: size.width,
      height: size.height,
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 29) % 256 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'AnsimCam', Model: `H3-${seed}` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 30/1 0/1' },
    })
    .toBuffer();
}

/** A small valid PDF (what a scanned register is). */
export const pdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

export async function upload(
  app: FastifyInstance,
  caller: Caller,
  purpose: string,
  data: Buffer,
  name = 'file.jpg',
  type = 'image/jpeg',
) {
  const body = multipart({ purpose }, [{ field: 'file', name, type, data }]);
  const res = await app.inject({
    method: 'POST',
    url: '/common/upload',
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; message: string; entity: UploadEntity | null }>(),
  };
}

export async function uploadId(
  app: FastifyInstance,
  caller: Caller,
  purpose: string,
  data: Buffer,
  name?: string,
) {
  const res = await upload(
    app,
    caller,
    purpose,
    data,
    name,
    purpose === 'saleDocument' ? 'application/pdf' : 'image/jpeg',
  );
  if (res.status !== 200 || !res.body.entity) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.entity.fileId;
}

export async function sendSale(
  app: FastifyInstance,
  caller: Caller,
  sale: unknown,
  saleNo: number | null = null,
) {
  const body = multipart({ sale: JSON.stringify(sale) });
  const res = await app.inject({
    method: saleNo === null ? 'POST' : 'PATCH',
    url: saleNo === null ? '/api/sale' : `/api/sale/modify/${saleNo}`,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; message: string; entity: SaleSaveEntity | null }>(),
  };
}

/** 서울 강남구 역삼동, 500 m north of 강남역 (subway_no 222). */
export const LOCATION = {
  postalCode: '06234',
  saleAddr: '서울특별시 강남구 역삼동 823-4 역삼하이빌',
  bjdCode: '1168010100',
  lat: 37.501675,
  lng: 127.027926,
  dong: '101동',
  unit: '302호',
  subwayNo: 222,
};

export interface FormFiles {
  main: string;
  sub: string[];
  registerCopy: string;
  buildingRegister: string;
}

/**
 * A complete 전세 villa as the five steps send it (prices with separators, areas as text, codes as
 * objects, an empty loan entry that must be dropped): 20,000 against a 공시가격 of 18,000 is 111.2%, RATE001.
 */
export const completeForm = (files: FormFiles) => ({
  status: 'ACTIVE',
  ...LOCATION,
  buildingType: 'VILLA',
  saleType: 'RENT',
  type: 'TYPE002',
  rentPrice: '20,000',
  isLoan: true,
  loanPrice: '3,000',
  collateralSecurity: false,
  ownership: true,
  redevelop: true,
  illegalBuilding: false,
  taxArrears: false,
  publicPrice: '18,000',
  safetyGrade: 'RATE001',
  safetyText: '선순위 채권이 없는 깨끗한 집입니다.',
  saleRegisterCopyFile: files.registerCopy,
  saleBuildingRegisterFile: files.buildingRegister,
  roomType: 'ROOM_TYPE005',
  entireFloor: 5,
  floor: 3,
  dedicatedArea1: '42.15',
  supplyArea1: '55.3',
  actualArea1: '45',
  landArea1: '20.55',
  direction: 'DERECTION003',
  toiletCount: 'TOILET002',
  useApprovalDate: '20150301',
  applyDate: '2099-12-01',
  costType: {
    type: 'COST_TYPE001',
    etcCode: 'ETC_CODE001',
    chargeType: 'CHARGE_TYPE001',
    publicCost: '50,000',
    electricity: '',
    electricityUse: true,
    heat: '0',
    water: '10000',
    internet: '0',
    gas: '',
    gasUse: true,
    tv: '0',
    isEtcCost: true,
    etcCost: '5000',
    etcCostText: '엘리베이터 유지비',
    costItemList: [{ code: 'COST_ITEM001' }],
  },
  isPublicCost: true,
  costList: [{ code: 'COST_ITEM001' }, { code: 'COST_ITEM002' }],
  isPrivateCost: true,
  privateCostList: [{ code: 'PRIVATE_COST001' }],
  costDesc: '공용 전기, 청소 포함',
  costDesc2: '가스는 사용량만큼',
  heatList: [{ code: 'HEAT001' }],
  acList: [{ code: 'AC001' }, { code: 'AC002' }],
  lifeList: [{ code: 'LIFE001' }],
  securityList: [{ code: 'SECURITY001' }],
  etcList: [{ code: 'ETC001' }],
  title: '역삼역 도보 7분 채광 좋은 투룸',
  etcText: '남향, 신축급 내부 수리.',
  saleMainImageFile: files.main,
  saleSubImageFile: files.sub,
  isLoanRecommend: true,
  loanList: ['버팀목 전세자금대출', '', '  '],
  isCertified: true,
});
