import { listingImageUrl } from '@ansim/domain';
import type { SaleFormEntity, UploadPurpose } from '@ansim/domain/contract';
import type { UploadRow } from '../files/upload-service.ts';
import type { SaleFormRead } from './form-repo.ts';

/*
 * A saved listing as the form that edits it (GET /api/sale/form/{saleNo}): its rows back in the steps' fields,
 * and the uploads its photos and documents are held as, so that a modify keeps or reorders them by id.
 */

const digits = (n: number | null): string => (n === null ? '' : String(n));

export function formEntity(read: SaleFormRead, held: UploadRow[]): SaleFormEntity {
  const { row, images, documents } = read;
  const files: SaleFormEntity['uploads'] = [];
  const uploadOfImage = (key: string) => held.find((u) => u.imageKey === key);
  const uploadOfFile = (fileId: string) => held.find((u) => u.fileId === fileId);
  const note = (u: UploadRow | undefined): string | null => {
    if (!u) return null;
    if (!files.some((f) => f.fileId === u.uploadId))
      files.push({
        fileId: u.uploadId,
        purpose: u.purpose as UploadPurpose,
        fileName: u.originalName,
        previewUrl: u.imageKey ? listingImageUrl(u.imageKey, 'card') : null,
      });
    return u.uploadId;
  };
  const main = images.find((i) => i.isMain) ?? null;
  const subs = images.filter((i) => i !== main);
  const docOf = (kind: string) => {
    const doc = documents.find((d) => d.kind === kind);
    return doc ? note(uploadOfFile(doc.fileId)) : null;
  };
  const codes = (groupCode: string, list: readonly { groupCode: string; code: string }[]) =>
    list.filter((c) => c.groupCode === groupCode).map((c) => ({ code: c.code }));
  const t = read.costType;
  return {
    saleNo: row.saleNo,
    status: row.status as SaleFormEntity['status'],
    steps: {
      locationInfo: {
        postalCode: row.postalCode,
        saleAddr: row.saleAddr,
        bjdCode: row.bjdCode,
        lat: row.lat,
        lng: row.lng,
        dong: row.dong,
        unit: row.unit,
        subwayNo: row.subwayNo,
      },
      gradeInfo: {
        buildingType: row.buildingType as SaleFormEntity['steps']['gradeInfo']['buildingType'],
        saleType: row.saleType as SaleFormEntity['steps']['gradeInfo']['saleType'],
        type: row.useType,
        sellingPrice: row.sellingPrice,
        rentPrice: row.rentPrice,
        deposit: row.deposit,
        monthlyPrice: row.monthlyPrice,
        isLoan: row.isLoan,
        loanPrice: row.loanPrice,
        collateralSecurity: row.collateralSecurity,
        collateralSecurityPrice: row.collateralSecurityPrice,
        ownership: row.ownership,
        redevelop: row.redevelop,
        illegalBuilding: row.illegalBuilding,
        taxArrears: row.taxArrears,
        publicPrice: row.publicPrice,
        safetyGrade: row.safetyGrade,
        safetyText: row.safetyText,
        saleRegisterCopyFile: docOf('REGISTER_COPY'),
        saleBuildingRegisterFile: docOf('BUILDING_REGISTER'),
      },
      roomInfo: {
        roomType: row.roomType,
        entireFloor: row.entireFloor,
        floor: row.floor,
        dedicatedArea1: row.dedicatedArea,
        supplyArea1: row.supplyArea,
        actualArea1: row.actualArea,
        landArea1: row.landArea,
        direction: row.direction,
        toiletCount: row.toiletCount,
        useApprovalDate: row.useApprovalDate,
        applyDate: row.applyDate,
      },
      extraInfo: {
        costType: t
          ? {
              type: t.type,
              typeCode: t.typeCode,
              etcCode: t.etcCode ?? '',
              etcText: t.etcText ?? '',
              chargeType: t.chargeType ?? '',
              publicCost: digits(t.publicCost),
              electricity: digits(t.electricity),
              heat: digits(t.heat),
              water: digits(t.water),
              internet: digits(t.internet),
              gas: digits(t.gas),
              tv: digits(t.tv),
              electricityUse: t.electricityUse,
              heatUse: t.heatUse,
              waterUse: t.waterUse,
              internetUse: t.internetUse,
              gasUse: t.gasUse,
              tvUse: t.tvUse,
              isEtcCost: t.isEtcCost,
              etcCost: digits(t.etcCost),
              etcCostText: t.etcCostText ?? '',
              baseCost: t.baseCost ?? '',
              baseCostText: t.baseCostText ?? '',
              costItemList: codes('COST_ITEM', read.costItems),
              reasonType: t.reasonType ?? '',
              reasonText: t.reasonText ?? '',
              costItemText: t.costItemText ?? '',
            }
          : null,
        costPrice: row.costPrice,
        isPublicCost: row.isPublicCost,
        costList: codes('COST_ITEM', read.costItems),
        isPrivateCost: row.isPrivateCost,
        privateCostList: codes('PRIVATE_COST', read.costItems),
        totalCost: row.totalCost,
        costDesc: row.costDesc,
        costDesc2: row.costDesc2,
        heatList: codes('HEAT', read.options),
        acList: codes('AC', read.options),
        lifeList: codes('LIFE', read.options),
        securityList: codes('SECURITY', read.options),
        etcList: codes('ETC', read.options),
      },
      detailInfo: {
        title: row.title,
        etcText: row.etcText,
        saleMainImageFile: main ? note(uploadOfImage(main.imageKey)) : null,
        saleSubImageFile: subs.flatMap((i) => {
          const id = note(uploadOfImage(i.imageKey));
          return id ? [id] : [];
        }),
        isLoanRecommend: row.isLoanRecommend,
        loanList: row.loanList,
        isCertified: row.isCertified,
      },
    },
    uploads: files,
  };
}
