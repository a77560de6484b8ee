import {
  checkRoomInfo,
  type RoomInfo,
  roomInfoSchema,
  SALE_FORM_MESSAGES,
  validateApprovalDate,
} from '@ansim/domain';
import type { z } from 'zod';

/*
 * The 방정보 form's values: the step schema's input, except that the floors may be unset (no total chosen
 * yet, or a floor dropped because the new total is lower), which the schema then reports with its message.
 */

export const AREA_FIELDS = ['dedicatedArea1', 'supplyArea1', 'actualArea1', 'landArea1'] as const;
export type AreaField = (typeof AREA_FIELDS)[number];

export type RoomFormValues = Omit<z.input<typeof roomInfoSchema>, 'entireFloor' | 'floor'> & {
  entireFloor?: number | undefined;
  floor?: number | undefined;
};

/**
 * The step schema with the rules across its fields; `today` is read at each check, as dates move. The
 * dedicated area and the approval date are also checked on their own, with the same messages, so they
 * speak up together with the other fields (zod runs the rules across fields only once every field reads).
 */
export const roomFormSchema = (): z.ZodType<RoomInfo, RoomFormValues> =>
  roomInfoSchema
    .extend({
      dedicatedArea1: roomInfoSchema.shape.dedicatedArea1.refine((value) => value !== null, {
        message: SALE_FORM_MESSAGES.dedicatedArea,
      }),
      useApprovalDate: roomInfoSchema.shape.useApprovalDate.superRefine((value, ctx) => {
        if (value === null) return;
        const check = validateApprovalDate(value, new Date());
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
      }),
    })
    .superRefine((form, ctx) => checkRoomInfo(form, ctx, new Date()));

/** Empty fields, under what the sales store kept of the step. */
export const ROOM_FORM_DEFAULTS: RoomFormValues = {
  roomType: '',
  dedicatedArea1: '',
  supplyArea1: '',
  actualArea1: '',
  landArea1: '',
  direction: '',
  toiletCount: '',
  useApprovalDate: '',
  applyDate: '',
};
