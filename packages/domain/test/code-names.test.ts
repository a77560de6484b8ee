import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerCodeNames } from '../src/code-names.ts';
import { codeName } from '../src/common-codes.ts';

/*
 * The operator renames codes in the console (issue 17 §5); a client that has loaded GET /common/codeList
 * names them as the server does, and falls back to the shipped table for anything else.
 */
describe('code names', () => {
  afterEach(() => adoptServerCodeNames([]));

  it("are the shipped table's before the server's list arrives", () => {
    expect(codeName('TYPE', 'TYPE001')).not.toBe('TYPE001');
    expect(codeName('NOPE', 'X1')).toBe('X1');
  });

  it("are the server's once adopted, and only for the codes it names", () => {
    const shipped = codeName('TYPE', 'TYPE001');
    const other = codeName('TYPE', 'TYPE002');
    adoptServerCodeNames([{ groupCode: 'TYPE', code: 'TYPE001', codeName: '운영자가 바꾼 이름' }]);
    expect(codeName('TYPE', 'TYPE001')).toBe('운영자가 바꾼 이름');
    expect(codeName('TYPE', 'TYPE002')).toBe(other);
    // A blank name is no name: the shipped one stays.
    adoptServerCodeNames([{ groupCode: 'TYPE', code: 'TYPE001', codeName: '  ' }]);
    expect(codeName('TYPE', 'TYPE001')).toBe(shipped);
  });

  it('replace an earlier list rather than add to it', () => {
    const shipped = codeName('TYPE', 'TYPE001');
    adoptServerCodeNames([{ groupCode: 'TYPE', code: 'TYPE001', codeName: '첫 목록' }]);
    adoptServerCodeNames([{ groupCode: 'TYPE', code: 'TYPE002', codeName: '둘째 목록' }]);
    expect(codeName('TYPE', 'TYPE001')).toBe(shipped);
    expect(codeName('TYPE', 'TYPE002')).toBe('둘째 목록');
  });
});
