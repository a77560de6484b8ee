import {
  type BuildingType,
  formatMoney,
  formatPercent,
  type SafetyGradeResult,
  type SaleType,
} from '@ansim/domain';
import { labelOf } from './code-labels.ts';
import { euro, josa, listOf } from './korean.ts';
import type { Rng } from './random.ts';

/*
 * The broker's own words on a demo listing: the description (etc_text) and the note on its safety
 * (safety_text), written from the listing's real facts. A description is 3–6 sentences, each built from
 * interchangeable parts, and no sentence is used twice within one 동: a tenant browsing a neighbourhood
 * never reads the same line on two listings.
 */

export interface DescriptionFacts {
  /** 8-digit 읍면동 code: sentences are unique within it. */
  dongCode: string;
  dongName: string;
  buildingType: BuildingType;
  roomType: string;
  rooms: number;
  toilets: number;
  dedicatedArea: number;
  /** 0 반지하, 101 옥탑. */
  floor: number;
  entireFloor: number;
  /** DERECTION label: 남향, 남동향, … */
  direction: string;
  station: { name: string; line: string; walkMinutes: number } | null;
  /** Option codes of every group (HEAT, AC, LIFE, SECURITY, ETC). */
  options: ReadonlySet<string>;
  builtYear: number;
  /** The year of the seed's clock, so that '3년 된' stays true. */
  currentYear: number;
  renovation: { year: number; parts: readonly string[] } | null;
  /** YYYY-MM-DD, or null for 즉시 입주. */
  applyDate: string | null;
  loanList: readonly string[];
}

type Topic = (f: DescriptionFacts, rng: Rng) => string | null;

const pyeongOf = (sqm: number) => Math.max(1, Math.round(sqm * 0.3025));
const has = (f: DescriptionFacts, code: string) => f.options.has(code);
const isFullOption = (f: DescriptionFacts) =>
  has(f, 'LIFE001') && has(f, 'LIFE002') && !has(f, 'AC005') && (has(f, 'LIFE004') || has(f, 'LIFE006'));

/** One of several ways to say a thing; only the chosen one is written (and draws from `rng`). */
const oneOf = (rng: Rng, ways: readonly (() => string)[]): string => rng.pick(ways)();

/** Some items of `xs` in random order (at least `min`, at most `max`). */
function some<T>(rng: Rng, xs: readonly T[], min: number, max: number): T[] {
  const pool = [...xs];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.min(pool.length, rng.int(min, max)));
}

// ---------------------------------------------------------------------------------------------------------
// Topics: each writes one sentence about one fact, or null when the fact does not apply.

const station: Topic = (f, rng) => {
  const s = f.station;
  if (!s) {
    return oneOf(rng, [
      () =>
        `${f.dongName} 주택가 안쪽이라 ${rng.pick(['밤에도 조용한 편입니다', '차 소리가 거의 들리지 않습니다', '골목이 한적합니다'])}.`,
      () =>
        `버스 정류장이 걸어서 ${rng.int(2, 6)}분 거리에 있어 ${rng.pick(['시내 이동이 편합니다', '출퇴근에 불편이 없습니다', '지하철역까지 금방 갑니다'])}.`,
      () =>
        `큰길에서 한 블록 들어와 있어 ${rng.pick(['조용하면서도 이동이 편합니다', '소음 걱정 없이 지내기 좋습니다', '밤길도 밝은 편입니다'])}.`,
    ]);
  }
  const name = `${s.name}역`;
  const m = s.walkMinutes;
  if (m > 15) {
    return oneOf(rng, [
      () =>
        `${name}까지는 걸어서 ${m}분이라 ${rng.pick(['마을버스를 타시면 더 빠릅니다', '버스로 두세 정거장이면 닿습니다', '자전거로 다니기 좋습니다'])}.`,
      () =>
        `가까운 지하철역은 ${s.line} ${name}이고, ${rng.pick(['집 앞 정류장에서 버스로 금방 갑니다', '마을버스가 자주 다닙니다', '출근 시간에는 버스가 5분 간격으로 옵니다'])}.`,
    ]);
  }
  const where = oneOf(rng, [
    () => `${name}(${s.line})까지 걸어서 ${m}분`,
    () => `${s.line} ${name}까지 도보로 ${m}분`,
    () => `${name} ${rng.int(1, 8)}번 출구에서 걸어서 ${m}분`,
    () => `가장 가까운 ${name}까지 ${m}분`,
  ]);
  const why = rng.pick([
    '출퇴근이 편합니다',
    '대중교통 이용이 편리합니다',
    '비 오는 날에도 부담이 없습니다',
    '늦게 귀가하셔도 안심입니다',
    '약속 장소 어디든 금방 갑니다',
    '차 없이도 생활이 편합니다',
  ]);
  return `${where}이라 ${why}.`;
};

const LIGHT_BY_SIDE = {
  south: ['햇빛이 잘 들고', '낮에는 조명 없이도 밝고', '채광이 좋아', '하루 종일 집 안이 환하고'],
  east: ['오전 햇살이 잘 들어', '아침이 환하고', '아침 햇빛에 일찍 눈이 떠지고'],
  west: ['오후 햇살이 길게 들어', '오후 내내 집 안이 밝고', '해 질 녘 노을이 잘 보이고'],
  north: ['직사광선이 적어', '한여름에도 햇볕이 강하지 않아', '빛이 은은하게 들어'],
} as const;
const LIGHT_RESULT = {
  south: ['겨울에도 따뜻합니다', '빨래가 잘 마릅니다', '난방비가 덜 나옵니다', '화분 키우기에도 좋습니다'],
  east: ['아침형 생활에 잘 맞습니다', '오후에는 시원하게 지낼 수 있습니다', '겨울 아침이 따뜻합니다'],
  west: ['퇴근 후에도 집이 따뜻합니다', '겨울 오후가 포근합니다', '저녁 시간이 즐겁습니다'],
  north: [
    '여름에 시원하게 지낼 수 있습니다',
    '작업실로 쓰기에도 좋습니다',
    '모니터 보기에 눈부심이 없습니다',
  ],
} as const;

const light: Topic = (f, rng) => {
  if (f.floor === 0) {
    return `반지하지만 ${rng.pick(['창이 커서 환기가 잘 되고', '앞이 트여 빛이 들어오고', '창이 두 면으로 나 있어'])} ${rng.pick(['제습기로 관리해 습기 걱정이 적습니다', '곰팡이 없이 깨끗하게 관리되었습니다', '생각보다 밝습니다'])}.`;
  }
  const side = f.direction.startsWith('남')
    ? 'south'
    : f.direction === '동향' || f.direction === '북동향'
      ? 'east'
      : f.direction === '서향' || f.direction === '북서향'
        ? 'west'
        : 'north';
  const lead = rng.pick([
    `${josa(f.direction, '이라', '라')}`,
    `${f.direction} 집이라`,
    `거실 창이 ${josa(f.direction, '이어서', '여서')}`,
    `${euro(f.direction)} 앉은 집이라`,
  ]);
  return `${lead} ${rng.pick(LIGHT_BY_SIDE[side])} ${rng.pick(LIGHT_RESULT[side])}.`;
};

const floorTopic: Topic = (f, rng) => {
  if (f.floor === 0) {
    return `반지하 세대라 ${rng.pick(['보증금과 월세 부담이 적고', '같은 면적보다 저렴하고', '여름에 시원하고'])} ${rng.pick(['현관이 바로 길가로 나 있습니다', '짐 옮기기가 수월합니다', '계단 오르내릴 일이 없습니다'])}.`;
  }
  if (f.floor === 101) {
    const use = rng.pick(['텃밭', '작은 정원', '캠핑 공간', '빨래 건조 공간', '홈카페 테라스']);
    return `옥탑 세대라 전용 옥상을 ${euro(use)} ${rng.pick(['쓰실 수 있습니다', '꾸미기 좋습니다'])}.`;
  }
  if (f.floor === 1) {
    return `1층이라 계단 없이 드나들 수 있어 ${rng.pick(['어르신', '유모차를 쓰시는 분', '짐이 많은 분', '자전거를 타시는 분'])}께 ${rng.pick(['편합니다', '알맞습니다', '추천합니다'])}.`;
  }
  if (f.floor === f.entireFloor) {
    const lead = rng.pick([
      `${f.entireFloor}층 건물의 꼭대기 층이라`,
      `맨 위층(${f.floor}층)이라`,
      `최상층인 ${f.floor}층이라`,
    ]);
    return `${lead} ${rng.pick(['위층 소음 걱정이 없습니다', '전망이 가장 좋습니다', '하늘이 시원하게 보입니다'])}.`;
  }
  const lead = rng.pick([
    `전체 ${f.entireFloor}층 중 ${f.floor}층이라`,
    `${f.floor}층(총 ${f.entireFloor}층) 세대라`,
    `${f.entireFloor}층 건물의 ${f.floor}층이라`,
  ]);
  const tail =
    f.floor * 2 > f.entireFloor
      ? rng.pick([
          '시야가 탁 트여 있습니다',
          '앞 건물에 가리지 않습니다',
          '야경이 좋습니다',
          '도로 소음이 덜합니다',
        ])
      : rng.pick([
          '오르내리기 편합니다',
          '사생활 보호가 잘 됩니다',
          '창밖으로 나무가 보입니다',
          '출입이 빠릅니다',
        ]);
  return `${lead} ${tail}.`;
};

const layout: Topic = (f, rng) => {
  const size = rng.pick([
    `전용 ${f.dedicatedArea}㎡(약 ${pyeongOf(f.dedicatedArea)}평)`,
    `약 ${pyeongOf(f.dedicatedArea)}평`,
    `전용 ${pyeongOf(f.dedicatedArea)}평`,
  ]);
  switch (f.roomType) {
    case 'ROOM_TYPE001':
      return `${size} 오픈형 원룸이라 ${rng.pick(['공간을 넓게 쓰실 수 있습니다', '가구 배치가 자유롭습니다', '취향대로 꾸미기 좋습니다'])}.`;
    case 'ROOM_TYPE002':
      return `${size} 분리형 원룸으로 ${rng.pick(['요리 냄새가 방에 배지 않습니다', '주방과 생활 공간이 깔끔하게 나뉩니다', '손님이 와도 부담이 없습니다'])}.`;
    case 'ROOM_TYPE003':
      return `${size} 1.5룸 구조라 ${rng.pick(['작은 방을 드레스룸으로 쓰기 좋습니다', '침실과 거실을 나눠 쓸 수 있습니다', '재택근무 공간을 따로 둘 수 있습니다'])}.`;
    case 'ROOM_TYPE004':
      return `${size} 복층 구조라 ${rng.pick(['위층은 침실, 아래층은 생활 공간으로 쓰기 좋습니다', '천장이 높아 답답함이 없습니다', '수납 공간이 넉넉합니다'])}.`;
    default: {
      const rooms = `방 ${f.rooms}개, 욕실 ${f.toilets}개`;
      const fit =
        f.rooms === 2
          ? [
              '신혼부부나 룸메이트에게 알맞습니다',
              '작은 방을 서재로 쓰기 좋습니다',
              '짐이 많아도 여유롭습니다',
            ]
          : [
              '아이 있는 가족에게 알맞은 구조입니다',
              '거실이 넓게 빠진 구조입니다',
              '맞통풍이 되는 구조입니다',
            ];
      return `${size}에 ${rooms} 구조로 ${rng.pick(fit)}.`;
    }
  }
};

const OPTION_WORDS: Record<string, string> = {
  AC001: '에어컨',
  AC002: '스탠드 에어컨',
  AC003: '천장형 에어컨',
  AC004: '시스템 에어컨',
};

const appliances: Topic = (f, rng) => {
  const names = [...f.options]
    .filter((c) => c.startsWith('LIFE') && c !== 'LIFE017')
    .map((c) => labelOf('LIFE', c));
  const ac = [...f.options].find((c) => c in OPTION_WORDS);
  if (ac) names.push(OPTION_WORDS[ac]!);
  if (names.length === 0) return null;
  const shown = listOf(some(rng, names, 2, 3));
  if (isFullOption(f)) {
    return `${shown} 등 ${rng.pick(['기본 가전이', '살림살이가', '생활 가전이'])} 갖춰져 있어 ${rng.pick(['몸만 들어오시면 됩니다', '따로 장만하실 필요가 없습니다', '이사 비용을 아낄 수 있습니다', '바로 생활하실 수 있습니다'])}.`;
  }
  return `${josa(shown, '이', '가')} ${rng.pick(['설치되어 있습니다', '그대로 남아 있습니다', '갖춰져 있습니다'])}.`;
};

const cooling: Topic = (f, rng) => {
  if (has(f, 'AC004') || has(f, 'AC003')) {
    return `${rng.pick(['천장에 매립된', '새로 설치한', '천장형'])} 시스템 에어컨이 있어 ${rng.pick(['여름에도 시원합니다', '공간이 깔끔합니다', '실외기 걱정이 없습니다'])}.`;
  }
  if (has(f, 'AC005')) {
    return `에어컨은 없지만 ${rng.pick(['설치 자리와 배관 구멍이 마련되어 있습니다', '실외기 자리가 있어 설치가 간단합니다', '맞통풍이 되어 여름에도 견딜 만합니다'])}.`;
  }
  return null;
};

const RENOVATION_RESULT = [
  '깔끔합니다',
  '새 집처럼 쓰실 수 있습니다',
  '손볼 곳이 없습니다',
  '상태가 아주 좋습니다',
];

const building: Topic = (f, rng) => {
  const age = f.currentYear - f.builtYear;
  if (age <= 3) {
    return `${f.builtYear}년에 지은 신축이라 ${rng.pick(['단열과 방음이 잘 됩니다', '내부가 깨끗합니다', '수압과 배수가 좋습니다', '창호가 튼튼합니다'])}.`;
  }
  if (f.renovation) {
    const parts = listOf(f.renovation.parts);
    return `${f.renovation.year}년에 ${josa(parts, '을', '를')} 새로 해서 ${rng.pick(RENOVATION_RESULT)}.`;
  }
  return `${age}년 된 건물이지만 ${rng.pick(['관리가 잘 되어 있습니다', '외벽과 계단이 깨끗합니다', '누수 없이 튼튼합니다', '집주인분이 꼼꼼히 관리하십니다'])}.`;
};

const heating: Topic = (f, rng) => {
  if (has(f, 'HEAT003')) {
    return `지역난방이라 ${rng.pick(['온수가 바로 나오고', '난방이 고르게 되고', '보일러 관리가 필요 없고'])} ${rng.pick(['난방비가 저렴한 편입니다', '겨울이 따뜻합니다', '고장 걱정이 없습니다'])}.`;
  }
  if (has(f, 'HEAT002')) {
    return `중앙난방이라 ${rng.pick(['겨울에도 실내가 늘 따뜻하고', '보일러를 따로 관리할 필요가 없고'])} ${rng.pick(['온수도 넉넉합니다', '외출 후에도 집이 차갑지 않습니다'])}.`;
  }
  return `개별난방(도시가스)이라 ${rng.pick(['쓰는 만큼만 난방비가 나오', '원하는 때에 난방을 켤 수 있', '온도를 마음대로 맞추실 수 있'])}${rng.pick(['습니다', '고 보일러도 교체한 지 얼마 안 됐습니다', '고 온수도 잘 나옵니다'])}.`;
};

const parking: Topic = (f, rng) => {
  if (has(f, 'ETC002')) {
    if (f.buildingType === 'APARTMENT') {
      return `지하 주차장이 ${rng.pick(['넉넉해', '엘리베이터와 바로 연결되어'])} ${rng.pick(['퇴근이 늦어도 주차 걱정이 없습니다', '세대당 1대 이상 주차할 수 있습니다', '비 오는 날에도 편합니다'])}.`;
    }
    return `${rng.pick(['주차는 세대당 1대', '건물 필로티에 주차 1대', '주차는 선착순 1대', '건물 뒤편 주차장에 1대'])} ${rng.pick(['가능합니다', '가능하며 미리 말씀해 주시면 됩니다', '가능하고 경차는 더 여유롭습니다'])}.`;
  }
  return `${rng.pick(['주차 공간은 없어', '건물에 주차장이 없어'])} ${rng.pick([`근처 공영주차장(월 ${rng.int(5, 12)}만원)을 이용하셔야 합니다`, '차 없는 분께 추천합니다', '거주자 우선주차를 신청하시면 됩니다'])}.`;
};

const pets: Topic = (f, rng) => {
  if (has(f, 'ETC005')) {
    const pet = rng.pick(['소형견', '고양이', '반려동물', '작은 반려견']);
    return `${josa(pet, '은', '는')} ${rng.pick(['협의 후 함께 지내실 수 있', '집주인분과 상의하면 키우실 수 있', '키우셔도 괜찮'])}${rng.pick(['습니다', '고, 근처에 산책로도 있습니다', '고, 바닥이 미끄럽지 않은 마루입니다'])}.`;
  }
  return rng.chance(0.5)
    ? null
    : rng.pick([
        '반려동물은 키우실 수 없습니다.',
        '반려동물은 어려운 점 양해 부탁드립니다.',
        '집주인분 요청으로 반려동물은 어렵습니다.',
        '반려동물 없는 분을 찾고 있습니다.',
      ]);
};

const security: Topic = (f, rng) => {
  const names = [...f.options]
    .filter((c) => c.startsWith('SECURITY') && c !== 'SECURITY009')
    .map((c) => labelOf('SECURITY', c));
  if (names.length < 2) return null;
  return `${josa(listOf(some(rng, names, 2, 3)), '이', '가')} 있어 ${rng.pick(['혼자 사시는 분도 안심하실 수 있습니다', '보안이 든든합니다', '택배 분실 걱정이 적습니다', '밤늦게 들어와도 안심입니다'])}.`;
};

const AMENITIES: [string, string[]][] = [
  ['대형마트', ['장보기가 편합니다', '생활용품 사기 좋습니다']],
  ['재래시장', ['장보기가 편합니다', '먹거리가 풍성합니다']],
  ['공원', ['산책하기 좋습니다', '아침 운동하기 좋습니다']],
  ['초등학교', ['아이 키우기 좋습니다', '통학이 안전합니다']],
  ['도서관', ['공부하기 좋습니다', '주말을 보내기 좋습니다']],
  ['병원', ['생활이 편리합니다', '급할 때 든든합니다']],
  ['헬스장', ['운동하기 좋습니다', '퇴근 후 운동하기 편합니다']],
  ['카페 거리', ['주말이 즐겁습니다', '약속 잡기 좋습니다']],
  ['편의점', ['늦은 시간에도 편합니다', '생활이 편리합니다']],
  ['주민센터', ['민원 보기가 편합니다', '생활이 편리합니다']],
];

const amenity: Topic = (_f, rng) => {
  const [place, results] = rng.pick(AMENITIES);
  return `${rng.pick(['걸어서', '도보'])} ${rng.int(1, 12)}분 거리에 ${josa(place, '이', '가')} 있어 ${rng.pick(results)}.`;
};

const FACILITIES: Record<BuildingType, string[]> = {
  APARTMENT: ['놀이터', '헬스장', '독서실', '산책로', '어린이집', '커뮤니티센터'],
  OFFICETELS: ['편의점', '카페', '세탁소', '약국', '무인 택배함'],
  VILLA: [],
  ONE_ROOM: [],
};

const neighbourhood: Topic = (f, rng) => {
  if (f.buildingType === 'APARTMENT') {
    return `단지 안에 ${josa(listOf(some(rng, FACILITIES.APARTMENT, 1, 2)), '이', '가')} 있어 ${rng.pick(['아이 키우기 좋습니다', '생활이 편리합니다', '단지 밖으로 나갈 일이 적습니다'])}.`;
  }
  if (f.buildingType === 'OFFICETELS') {
    return `건물 1층에 ${josa(listOf(some(rng, FACILITIES.OFFICETELS, 1, 2)), '이', '가')} 있어 ${rng.pick(['생활이 편리합니다', '비 오는 날에도 편합니다', '바쁜 직장인께 좋습니다'])}.`;
  }
  return `${rng.pick(['집주인분이 같은 건물에 사셔서', '집주인분이 근처에 사셔서', '관리하시는 분이 가까이 계셔서'])} ${rng.pick(['문제가 생기면 바로 해결됩니다', '건물이 늘 깨끗합니다', '분리수거장도 잘 정리되어 있습니다'])}.`;
};

const loan: Topic = (f, rng) => {
  if (f.loanList.length === 0) return null;
  const products = listOf(some(rng, f.loanList, 1, 2));
  return `${products} ${rng.pick(['이용이 가능한 매물입니다', '진행이 가능한 집입니다', '상담을 도와드립니다'])}.`;
};

const moveIn: Topic = (f, rng) => {
  if (f.applyDate === null) {
    return oneOf(rng, [
      () =>
        `지금 비어 있어 ${rng.pick(['바로 입주하실 수 있습니다', '즉시 입주 가능합니다', '언제든 보실 수 있습니다'])}.`,
      () =>
        `즉시 입주 가능하며 ${rng.pick(['입주 청소를 해 드립니다', '이사 날짜만 알려주시면 됩니다', '잔금 일정은 맞춰 드립니다'])}.`,
    ]);
  }
  const [, month, day] = f.applyDate.split('-').map(Number);
  return `${month}월 ${day}일부터 입주 가능하며 ${rng.pick(['날짜는 조율할 수 있습니다', '일정은 협의해 드립니다', '며칠 앞당길 수도 있습니다', '그 전에 집을 보실 수 있습니다'])}.`;
};

const closing: Topic = (_f, rng) =>
  `${rng.pick(['편하게', '언제든', '부담 없이', '평일 저녁이나 주말에도'])} ${rng.pick(['연락 주시면', '문의 주시면', '전화 주시면'])} ${rng.pick(['바로 안내해 드리겠습니다', '친절히 상담해 드리겠습니다', '방문 일정을 잡아 드리겠습니다', '자세히 설명해 드리겠습니다', '사진보다 좋은 실물 보여드리겠습니다'])}.`;

/** Sentences that may open a description, then the body, then what closes it. */
const OPENERS: Topic[] = [station, light, building];
const BODY: Topic[] = [
  floorTopic,
  layout,
  appliances,
  cooling,
  heating,
  parking,
  pets,
  security,
  amenity,
  neighbourhood,
  loan,
];
const CLOSERS: Topic[] = [moveIn, closing];

/** Variants tried for a topic before moving on; a crowded 동 gets a longer second try before any repeat. */
const ATTEMPTS = 4;
const CROWDED_ATTEMPTS = 40;
const MIN_SENTENCES = 3;

function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  return some(rng, xs, xs.length, xs.length);
}

/**
 * A description writer for one generation run. With `uniqueInDong` it remembers the sentences used in each
 * 동 and picks another variant (or another topic) when one was used; only when a 동 has used up the
 * variants may a sentence repeat rather than the description fall under three sentences (never in the
 * demo's 6,000 listings). Without it (the benchmark's text pool) nothing is remembered.
 */
export function createDescriptionWriter(rng: Rng, options: { uniqueInDong: boolean }) {
  const usedByDong = new Map<string, Set<string>>();
  const usedIn = (dongCode: string): Set<string> | null => {
    if (!options.uniqueInDong) return null;
    let used = usedByDong.get(dongCode);
    if (!used) {
      used = new Set();
      usedByDong.set(dongCode, used);
    }
    return used;
  };
  return (facts: DescriptionFacts): string => {
    const used = usedIn(facts.dongCode);
    const target = rng.int(MIN_SENTENCES, 6);
    const sentences: string[] = [];
    const done = new Set<Topic>();
    const take = (topics: readonly Topic[], max: number, attempts: number, allowRepeat = false) => {
      for (const topic of topics) {
        if (sentences.length >= max) return;
        if (done.has(topic)) continue;
        for (let i = 0; i < attempts; i++) {
          const sentence = topic(facts, rng);
          if (sentence === null) break;
          if (allowRepeat || !used?.has(sentence)) {
            sentences.push(sentence);
            done.add(topic);
            break;
          }
        }
      }
    };
    const openers = shuffled(rng, OPENERS);
    const body = shuffled(rng, BODY);
    const closers = shuffled(rng, CLOSERS);
    take(openers, 1, ATTEMPTS);
    take(body, target - 1, ATTEMPTS);
    take(closers, target, ATTEMPTS);
    const everything = [...body, ...closers, ...openers];
    if (sentences.length < MIN_SENTENCES) take(everything, MIN_SENTENCES, CROWDED_ATTEMPTS);
    if (sentences.length < MIN_SENTENCES) take(everything, MIN_SENTENCES, 1, true);
    if (used) for (const sentence of sentences) used.add(sentence);
    return sentences.join(' ');
  };
}

/** Splits a description into its sentences (each ends with '.' followed by a space or the end). */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

// ---------------------------------------------------------------------------------------------------------
// Safety text

export interface SafetyFacts {
  saleType: SaleType;
  grade: SafetyGradeResult;
  publicPrice: number;
  /** 근저당 채권최고액 (만원), 0 when none. */
  collateral: number;
  deposit: number;
  isMultiUnitHouse: boolean;
  isIllegalBuilding: boolean;
  hasTaxArrears: boolean;
  ownership: boolean;
}

/** Two or three sentences a broker writes on the listing's safety, true to its facts. */
export function safetyTextOf(f: SafetyFacts, rng: Rng): string {
  const out: string[] = [];
  const collateral = formatMoney(f.collateral);
  if (f.saleType === 'SALE') {
    out.push(
      f.collateral === 0
        ? rng.pick([
            '등기부상 근저당 등 말소할 권리가 없는 깨끗한 매물입니다.',
            '선순위 권리 없이 바로 소유권 이전이 가능한 매물입니다.',
            '압류·가압류 없이 권리관계가 깨끗합니다.',
          ])
        : rng.pick([
            `채권최고액 ${collateral}의 근저당은 잔금일에 매도인이 상환하고 말소하는 조건입니다.`,
            `근저당(채권최고액 ${collateral})이 있으나 잔금 때 전액 상환 후 말소합니다.`,
          ]),
    );
  } else {
    const ratio = formatPercent(f.grade.ratio);
    out.push(
      rng.pick([
        `보증금과 선순위 채권을 합해 공시가격의 ${ratio} 수준입니다.`,
        `공시가격 ${formatMoney(f.publicPrice)} 대비 보증금과 선순위 채권 합계가 ${ratio}입니다.`,
        `공시가격 기준 부채비율(보증금 포함)은 ${ratio}입니다.`,
      ]),
    );
    out.push(
      f.collateral === 0
        ? rng.pick([
            '등기부등본상 근저당이 없는 깨끗한 집입니다.',
            '선순위 근저당과 가압류가 없습니다.',
            '융자 없는 집입니다.',
          ])
        : rng.pick([
            `채권최고액 ${collateral}의 근저당이 있어 계약 전 등기부등본을 함께 확인해 드립니다.`,
            `선순위 근저당(채권최고액 ${collateral})이 설정되어 있습니다.`,
          ]),
    );
    if (f.grade.insuranceEligible && rng.chance(0.7)) {
      out.push(
        rng.pick(['전세보증금반환보증(HUG) 가입 요건을 충족합니다.', '보증보험 가입이 가능한 조건입니다.']),
      );
    } else if (!f.grade.insuranceEligible && f.saleType === 'RENT') {
      out.push(
        rng.pick([
          '보증보험 가입은 어려울 수 있어 계약 전 상담을 권해 드립니다.',
          '전세보증보험 가입 가능 여부는 계약 전에 함께 확인하시길 권합니다.',
        ]),
      );
    }
    if (f.grade.priorityRepayment.fullyProtected && f.saleType === 'MONTHLY' && rng.chance(0.6)) {
      out.push(`보증금 ${formatMoney(f.deposit)}은 최우선변제 대상 금액 이내입니다.`);
    }
  }
  if (f.isMultiUnitHouse) {
    out.push(
      rng.pick([
        '다가구주택이라 다른 세대의 보증금 현황을 계약 전에 꼭 확인해 드립니다.',
        '다가구주택으로 선순위 임차인의 확정일자 현황을 함께 보여드립니다.',
      ]),
    );
  }
  if (f.isIllegalBuilding) {
    out.push('건축물대장에 위반건축물로 표시되어 있어 보증보험 가입이 제한될 수 있습니다.');
  }
  if (f.hasTaxArrears) {
    out.push('임대인의 세금 체납 내역이 있어 잔금 전 완납 증명서를 받는 조건으로 진행합니다.');
  }
  if (!f.ownership) {
    out.push('토지와 건물의 소유자가 달라 계약 전 법률 검토를 권해 드립니다.');
  }
  if (out.length < 3 && rng.chance(0.5)) {
    out.push(
      rng.pick([
        '잔금일 기준 등기부등본을 다시 떼어 확인해 드립니다.',
        '계약 당일 등기부등본을 한 번 더 확인하고 진행합니다.',
      ]),
    );
  }
  return out.join(' ');
}
