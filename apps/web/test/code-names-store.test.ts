import { adoptServerCodeNames, codeName } from '@ansim/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { useServiceStore } from '../src/stores/service-store.ts';

/* The code list loaded when /main opens names codes on every screen drawn after it (issue 17 §5). */
describe('the stored code list', () => {
  afterEach(() => adoptServerCodeNames([]));

  it('names codes as the operator renamed them once it is stored', () => {
    const shipped = codeName('TYPE', 'TYPE001');
    useServiceStore.getState().setCodes([
      {
        groupCode: 'TYPE',
        code: 'TYPE001',
        codeName: '공동주택(아파트)',
        description: null,
        parentCode: null,
      },
    ]);
    expect(codeName('TYPE', 'TYPE001')).toBe('공동주택(아파트)');
    expect(shipped).not.toBe('공동주택(아파트)');
  });
});
