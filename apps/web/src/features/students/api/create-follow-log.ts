import { http } from '../../../platform/http/client';

export interface FollowLogInput {
  uid: string;
  content: string;
  label_text?: string;
}

/** v4 createUserFollowLog: content is `{user_content}`. */
export function createFollowLog(input: FollowLogInput): Promise<unknown> {
  return http.post('/api/u/v4/user/userfollowlog/createUserFollowLog', {
    uid: input.uid,
    content: JSON.stringify({ user_content: input.content }),
    label_text: input.label_text,
  });
}
