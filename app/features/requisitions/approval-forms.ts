// The approver's two forms on a requisition (one schema each, for the browser and the action): approve
// with an optional comment, reject with a required one (as the PWA's reject dialog asks for it).
import { z } from 'zod';
import { MAX_COMMENT_LENGTH } from './approval-form-ids';

const tooLong = { error: 'approval.comment.too_long.error' };

export const approveSchema = z.object({
  comment: z.string().trim().max(MAX_COMMENT_LENGTH, tooLong).optional(),
});

export const rejectSchema = z.object({
  comment: z.string({ error: 'approval.rejectform.invalid_comment.error' }).trim().min(1, { error: 'approval.rejectform.invalid_comment.error' }).max(MAX_COMMENT_LENGTH, tooLong),
});

export type ApproveInput = z.input<typeof approveSchema>;
export type RejectInput = z.input<typeof rejectSchema>;
