/**
 * A complete 전세 villa in 역삼동 as the registration form sends it, without its photos (each bench names the
 * ones it uploaded): the one listing bench:sale-save and bench:mix register.
 */
export const yeoksamVillaForm = (title: string) => ({
  status: 'ACTIVE',
  postalCode: '06234',
  saleAddr: '서울특별시 강남구 역삼동 823-4 역삼하이빌',
  bjdCode: '1168010100',
  lat: 37.501675,
  lng: 127.027926,
  dong: '101동',
  unit: '302호',
  buildingType: 'VILLA',
  saleType: 'RENT',
  rentPrice: '20,000',
  publicPrice: '18,000',
  safetyGrade: 'RATE001',
  roomType: 'ROOM_TYPE005',
  entireFloor: 5,
  floor: 3,
  dedicatedArea1: '42.15',
  costType: {
    type: 'COST_TYPE001',
    etcCode: 'ETC_CODE001',
    chargeType: 'CHARGE_TYPE001',
    publicCost: '50,000',
    electricity: '0',
    heat: '0',
    water: '10000',
    internet: '0',
    gas: '0',
    tv: '0',
  },
  heatList: [{ code: 'HEAT001' }],
  title,
  etcText: '남향, 신축급 내부 수리.',
});
