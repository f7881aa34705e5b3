import type { QueryRegistry } from '../../../platform/query';
import { registerStudentCustomRoots } from './menu';
import { registerLearningModels } from './models-learning';
import { registerLearningStatistics } from './models-learning-statistics';
import { RECORD_MODELS } from './models-records';
import { registerTeamRowModels } from './models-statistics';
import { CLIENT_MODELS } from './models-client';
import { registerClientRecordRoots } from './models-client-records';
import { registerStudentModels } from './models-student';

/**
 * Query models of the students area (see docs/query-language.md, "How to add a model", and
 * docs/decisions/query-roots.md, "Students and marketing", for every root and its table).
 * `User` is the person model other areas point their `user` relations at (foreignField `id`).
 */
export function registerStudentsQueries(registry: QueryRegistry): void {
  registerStudentModels(registry);
  registerTeamRowModels(registry);
  registerLearningModels(registry);
  registerLearningStatistics(registry);
  registry.register(...RECORD_MODELS, ...CLIENT_MODELS);
  registerStudentCustomRoots(registry);
  registerClientRecordRoots(registry);
}
