import { gqlOne } from './gql';

export interface StudentProfile {
  id: string;
  user_num: string | null;
  mobile: string | null;
  tel_area_code: string | null;
  username: string | null;
  nickname: string | null;
  sex_text: string | null;
  birthday: number | null;
  head: string | null;
  grade: number | null;
  base_painting_text: string | null;
  mobile_province: string | null;
  mobile_city: string | null;
  email: string | null;
  province: string | null;
  city: string | null;
  area: string | null;
  channel: string | null;
  send_id: string | null;
  join_date: number | null;
  status_text: string | null;
  life_cycle_text: string | null;
  subject_text: string | null;
  bought_subject: string[] | null;
  labels: string[] | null;
  wechat_nickname: string | null;
  wechat_head: string | null;
  wechat_follow: number | null;
  is_logoff: number | null;
}

const FIELDS =
  'id user_num mobile tel_area_code username nickname sex_text birthday head grade base_painting_text mobile_province mobile_city email province city area channel send_id join_date status_text life_cycle_text subject_text bought_subject labels wechat_nickname wechat_head wechat_follow is_logoff';

/** StudentDetails: the profile of one student of the current subject (null when not in scope). */
export function fetchStudentDetails(id: string, signal?: AbortSignal): Promise<StudentProfile | null> {
  return gqlOne<StudentProfile>('StudentDetails', FIELDS, { id }, signal);
}
