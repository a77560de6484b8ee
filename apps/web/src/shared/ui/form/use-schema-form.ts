import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { splitFieldMessage } from '../../api/server-error.ts';

/** The form-level message (a refusal about no field, or "some fields need attention"). */
const ROOT = 'root.server';

export type SchemaForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/**
 * A react-hook-form form that resolves with a schema of `@ansim/domain`, so the form says what the server
 * would (DESIGN.md "Forms"). A field speaks up once left (or after the first submit) and then follows the
 * typing; the submit focuses the first field in error. A form-level message goes as soon as anything changes.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): SchemaForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // react-hook-form would focus the field registered first, which is not always the first on screen.
    shouldFocusError: false,
    ...options,
  });
  const { watch, clearErrors, handleSubmit } = form;
  useEffect(() => {
    const subscription = watch(() => clearErrors(ROOT));
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
  const focusingSubmit = useCallback<typeof handleSubmit>(
    (onValid, onInvalid) =>
      handleSubmit(onValid, (errors, event) => {
        focusFirstError(event, Object.keys(errors));
        return onInvalid?.(errors, event);
      }),
    [handleSubmit],
  );
  return { ...form, handleSubmit: focusingSubmit };
}

/** Focuses the first control on screen, in document order, whose name has an error. */
function focusFirstError(event: { target?: EventTarget | null } | undefined, names: readonly string[]): void {
  const target = event?.target;
  if (!(target instanceof HTMLFormElement)) return;
  const controls = target.querySelectorAll<HTMLElement>('[name]');
  for (const control of controls) {
    if (names.includes(control.getAttribute('name') ?? '')) {
      control.focus();
      return;
    }
  }
}

/** The message of one field, wherever it sits in the errors (nested names included). */
export const errorOf = <T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/**
 * What a text input of the kit needs from the form: its registration and its message. `mask` reshapes what
 * is typed before the form sees it (digits only, 123-45-67890), as the input shows it.
 */
export function fieldProps<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: Path<T>,
  { mask }: { mask?: (typed: string) => string } = {},
) {
  const registered = form.register(name);
  const onChange: typeof registered.onChange = mask
    ? (event: { target: { value: string } }) => {
        event.target.value = mask(event.target.value);
        return registered.onChange(event);
      }
    : registered.onChange;
  return { ...registered, onChange, error: errorOf(form.formState.errors, name) };
}

/** The form-level message to show in a FormAlert, if any. */
export const formAlertOf = <T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
): string | undefined => form.formState.errors.root?.server?.message;

/** Says `message` about the whole form (a FormAlert shows it). */
export function setFormAlert<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  message: string,
): void {
  form.setError(ROOT as Path<T>, { type: 'server', message });
}

/**
 * Puts a server refusal where it belongs: an envelope message of the form `field: 메시지` under that field
 * (focused) when the form has it, otherwise, without the field name, on the form-level alert. `aliases`
 * names the form's field for a server field the form shows elsewhere (`verificationId` → `phone`).
 */
export function showServerMessage<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  message: string,
  { fields, aliases = {} }: { fields: readonly Path<T>[]; aliases?: Readonly<Record<string, Path<T>>> },
): void {
  const { field, text } = splitFieldMessage(message);
  const target = field === null ? null : (aliases[field] ?? field);
  const known = fields.find((name) => name === target);
  if (known) form.setError(known, { type: 'server', message: text }, { shouldFocus: true });
  else setFormAlert(form, text);
}
