/**
 * Clue judgment (线索判定, approval type 11) through the approval engine: a teacher asks that a clue be
 * judged theirs (or another teacher's); the operations manager approves; the final approval moves the
 * clue with judgeClue in the approval's own transaction (capacity checked, safe to run twice).
 */
import { z } from 'zod';
import { APPLICANTS, APPROVAL, OPS_MANAGER, registerApprovalEffect, registerApprovalType, type ApprovalEffect } from '../../workflow';
import { idFieldAs, optTextField, requiredText } from '../../../platform/http/fields';
import { judgeClue } from './operations';

const clueJudgmentForm = z.object({
  clueId: idFieldAs('coerce'),
  teacherId: idFieldAs('coerce'),
  userId: idFieldAs('coerce').optional(),
  teacherName: optTextField(50, 'coerce'),
  reason: z.preprocess((v) => v ?? undefined, requiredText(500, 'coerce', '申请原因')),
});

/** Called by the sales family's index.ts: the clue judgment approval type and what its final approval does. */
export function registerClueJudgment(): void {
  registerApprovalType({
    type: APPROVAL.CLUE_JUDGMENT,
    form: clueJudgmentForm,
    applyRoles: APPLICANTS,
    links: (f) => ({ uid: f.userId }),
    chain: () => [OPS_MANAGER],
    summary: (f) => [`线索判定：线索#${f.clueId} 判给${f.teacherName ?? `老师#${f.teacherId}`}`, '', '', f.reason, '线索判定'],
  });

  registerApprovalEffect(APPROVAL.CLUE_JUDGMENT, clueJudgmentEffect);
}

/** The final approval gives the clue to the judged teacher. */
const clueJudgmentEffect: ApprovalEffect = async (tx, ctx, flow) => {
  const p = clueJudgmentForm.parse(flow.payload);
  return judgeClue(tx, ctx, { clueId: p.clueId, teacherId: p.teacherId, reason: p.reason });
};
