import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import {
  addBlacklists,
  addManyInput,
  businessLineInput,
  checkBlacklists,
  checkInput,
  deleteBlacklist,
  deleteInput,
  pageBlacklist,
  pageInput,
  singleAdd,
  singleAddInput,
  updateBusinessLine,
} from './blacklists';
import { getSwitch, getSwitchInput, updateSwitch, updateSwitchV1Input, updateSwitchV2Input } from './switches';

const access = { area: 'students' } as const;

/** Notification switches (v1 and v2) and the three blacklist families (spec 01 §7 "Student REST"). */
export function registerStudentNotifyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  defineCall(app, {
    method: 'GET',
    url: '/api/u/v2/user/getUserNotifySwitchV2',
    access,
    scope: { userId: 'student' },
    input: getSwitchInput,
    handler: (ctx, input) => getSwitch(db, ctx, input.userId, input.type),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v2/user/updateUserNotifySwitchV2',
    access,
    scope: { userId: 'student' },
    input: updateSwitchV2Input,
    handler: (ctx, input) => db.transaction((tx) => updateSwitch(tx, ctx, input.userId, input.type, input.status)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/u/v1/user/getUserNotifySwitch',
    access,
    scope: { userId: 'student' },
    input: getSwitchInput,
    handler: (ctx, input) => getSwitch(db, ctx, input.userId, 'COMMENT'),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/updateUserNotifySwitch',
    access,
    scope: { userId: 'student' },
    input: updateSwitchV1Input,
    handler: (ctx, input) => db.transaction((tx) => updateSwitch(tx, ctx, input.userId, 'COMMENT', input.status)),
  });

  // Family 1: notifySwitch/* (prefix /api/u/v1/user/, as the inventory infers it).
  defineCall(app, {
    method: 'GET',
    url: '/api/u/v1/user/notifySwitch/checkBlacklists',
    access,
    scope: { studentId: 'student' },
    input: checkInput,
    handler: (ctx, input) => checkBlacklists(db, ctx, input.studentId),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/notifySwitch/addBlacklists',
    access,
    scope: { studentIds: 'student', studentId: 'student' },
    input: addManyInput,
    handler: (ctx, input) => db.transaction((tx) => addBlacklists(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/notifySwitch/deleteBlacklist',
    access,
    scope: { studentId: 'student' },
    input: deleteInput,
    handler: (ctx, input) => db.transaction((tx) => deleteBlacklist(tx, ctx, input)),
  });

  // Families 2 and 3: /api/b/ig/v1/blacklists/* (list and single add; business-line messages).
  defineCall(app, {
    method: 'GET',
    url: '/api/b/ig/v1/blacklists/getBlack',
    access,
    scope: { studentId: 'student' },
    input: pageInput,
    handler: (ctx, input) => pageBlacklist(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/b/ig/v1/blacklists/singleAdd',
    access,
    scope: { studentId: 'student' },
    input: singleAddInput,
    handler: (ctx, input) => db.transaction((tx) => singleAdd(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/b/ig/v1/blacklists/updateBusinessLineMsgBlacklist',
    access,
    scope: { studentId: 'student' },
    input: businessLineInput,
    handler: (ctx, input) => db.transaction((tx) => updateBusinessLine(tx, ctx, input)),
  });
}
