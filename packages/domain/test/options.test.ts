import { describe, expect, it } from 'vitest';
import {
  cleanLoanList,
  compactForm,
  isDefaultOptionsChecked,
  stripPriceCommas,
  toCodeObjects,
  toggleDefaultOptions,
  toggleOption,
} from '../src/index.ts';

describe('room option check boxes', () => {
  it('clears the others when 없음 is chosen', () => {
    expect(toggleOption('LIFE', ['LIFE001', 'LIFE002'], 'LIFE017')).toEqual(['LIFE017']);
  });

  it('clears 없음 when another option is chosen', () => {
    expect(toggleOption('SECURITY', ['SECURITY009'], 'SECURITY001')).toEqual(['SECURITY001']);
  });

  it('does not untick 없음 directly', () => {
    expect(toggleOption('ETC', ['ETC007'], 'ETC007')).toEqual(['ETC007']);
  });

  it('ticks and unticks an ordinary option', () => {
    expect(toggleOption('AC', ['AC001'], 'AC002')).toEqual(['AC001', 'AC002']);
    expect(toggleOption('AC', ['AC001', 'AC002'], 'AC001')).toEqual(['AC002']);
  });

  it('selects every default code and drops 없음 when the default box is ticked', () => {
    expect(toggleDefaultOptions('LIFE', ['LIFE017'], true)).toEqual([
      'LIFE001',
      'LIFE002',
      'LIFE004',
      'LIFE005',
      'LIFE016',
    ]);
    const withExtra = toggleDefaultOptions('ETC', ['ETC005'], true);
    expect(withExtra).toEqual(['ETC001', 'ETC002', 'ETC003', 'ETC004', 'ETC005']);
    expect(isDefaultOptionsChecked('ETC', withExtra)).toBe(true);
    expect(toggleDefaultOptions('ETC', withExtra, false)).toEqual(['ETC005']);
    expect(isDefaultOptionsChecked('SECURITY', ['SECURITY001'])).toBe(false);
  });
});

describe('listing upload shaping', () => {
  it('drops empty, null and undefined values but keeps booleans and zeros', () => {
    expect(compactForm({ a: '', b: null, c: undefined, d: false, e: true, f: 0, g: 'x' })).toEqual({
      d: false,
      e: true,
      f: 0,
      g: 'x',
    });
  });

  it('removes commas from price fields only', () => {
    expect(stripPriceCommas({ deposit: '1,000', monthlyPrice: '50', title: '1,000 보증' })).toEqual({
      deposit: '1000',
      monthlyPrice: '50',
      title: '1,000 보증',
    });
  });

  it('removes loan entries with empty text and wraps codes as objects', () => {
    expect(cleanLoanList(['버팀목', ' ', '', null])).toEqual(['버팀목']);
    expect(toCodeObjects(['LIFE001'])).toEqual([{ code: 'LIFE001' }]);
  });
});
