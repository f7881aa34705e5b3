import { http } from '../../../platform/http/client';
import { getAuth } from '../../../platform/auth/auth-store';

export interface RevealedMobile {
  uid: string;
  userNum: string;
  mobile: string;
  telAreaCode: string;
}

/** queryUserMobile: the full number of one student; the server records the reveal in the operation log. */
export function revealMobile(uid: string): Promise<RevealedMobile> {
  return http.get<RevealedMobile>('/api/u/v1/user/userManner/queryUserMobile', { uid, operatorId: getAuth().staff?.id ?? '' });
}
