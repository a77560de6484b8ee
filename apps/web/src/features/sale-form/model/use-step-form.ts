import { useCallback, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type SchemaForm, useSchemaForm } from '../../../shared/ui/form/use-schema-form.ts';
import { type SaleStep, type SaleStepData, useSalesStore } from '../../../stores/sales-store.ts';

/** What a form holds, as the persisted store keeps it: JSON drops the undefined fields. */
export const toStepData = (values: object): SaleStepData =>
  JSON.parse(JSON.stringify(values)) as SaleStepData;

/**
 * A step's react-hook-form over its schema, started from what the sales store kept of the step, and
 * writing every change back to the store so what the broker typed survives a reload (spec 02 §2).
 * `extra` is screen-only data kept beside the values (the names of uploaded documents).
 */
export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(
  step: SaleStep,
  schema: S,
  defaults: Partial<z.input<S>>,
  extra: () => SaleStepData = () => ({}),
): { form: SchemaForm<S>; store: () => void } {
  // The step's data is read once: the form owns the values from then on.
  const [initial] = useState(() => {
    const stored = useSalesStore.getState().temp.steps[step] ?? {};
    // The store holds what this form wrote (or what the saved listing gave, shaped as this form's input).
    return { ...defaults, ...stored } as DefaultValues<z.input<S>>;
  });
  const form = useSchemaForm(schema, { defaultValues: initial });
  const extraRef = useRef(extra);
  extraRef.current = extra;
  const { getValues, watch } = form;
  const store = useCallback(
    () => useSalesStore.getState().setStepData(step, { ...toStepData(getValues()), ...extraRef.current() }),
    [step, getValues],
  );
  useEffect(() => {
    const subscription = watch(() => store());
    return () => subscription.unsubscribe();
  }, [watch, store]);
  return { form, store };
}
