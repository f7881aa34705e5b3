import type { QueryRegistry } from '../../../platform/query';
import { registerCourseRoots } from './course-roots';
import { registerLegacyClassRoots } from './legacy-roots';
import {
  StudentSystemCourseModel,
  StudentSystemForTeamModel,
  StudentSystemTeamStatisticsModel,
  StudentTrialCourseModel,
  StudentTrialForTeamModel,
  StudentTrialTeamStatisticsModel,
} from './team-stat-models';
import { HistoryStudentTeamModel, SystemTeamModel, TeamModel, ThemeTeamModel, TrialTeamModel, TrialTeamV2Model } from './team-models';
import { StudentTeamClassModel } from './student-team-classes';

/**
 * Query models of the classes area (see docs/query-language.md, "How to add a model"; root names in
 * docs/decisions/query-roots.md): teams and the trial / system / theme team list pages, the class
 * centre's statistics roots, and the legacy class-centre roots (docs/decisions/classes.md).
 */
export function registerClassesQueries(registry: QueryRegistry): void {
  registry.register(
    TeamModel,
    TrialTeamModel,
    TrialTeamV2Model,
    SystemTeamModel,
    ThemeTeamModel,
    HistoryStudentTeamModel,
    StudentTeamClassModel,
  );
  registry.register(
    StudentTrialTeamStatisticsModel,
    StudentSystemTeamStatisticsModel,
    StudentTrialForTeamModel,
    StudentSystemForTeamModel,
    StudentTrialCourseModel,
    StudentSystemCourseModel,
  );
  registerLegacyClassRoots(registry);
  registerCourseRoots(registry);
}
