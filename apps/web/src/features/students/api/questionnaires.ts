import { http } from '../../../platform/http/client';
import type { Page } from '../../../components/list-page';

export interface Question {
  id?: string;
  title: string;
  type: 'SINGLE' | 'MULTI' | 'TEXT';
  options?: string[];
}

export interface AnswerRow {
  id: string;
  questionnaireId: string;
  title: string;
  questions: Question[];
  answers: unknown;
  submitTime: number;
}

/** questionnaire/byUser: the student's answered questionnaires (newest first). */
export function fetchAnswers(uid: string, page: number, size: number, signal?: AbortSignal): Promise<Page<AnswerRow>> {
  return http.get<Page<AnswerRow>>('/api/f/v1/questionnaire/byUser', { uid, page, size }, { signal });
}
