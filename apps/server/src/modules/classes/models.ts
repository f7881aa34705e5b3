import type { QueryRegistry } from '../../platform/query';
import { HistoryStudentTeamModel, SystemTeamModel, TeamModel, ThemeTeamModel, TrialTeamModel, TrialTeamV2Model } from './team-models';

/**
 * Query models of the classes area (see docs/query-language.md, "How to add a model"; root names in
 * docs/decisions/query-roots.md): teams and the trial / system / theme team list pages.
 */
export function registerClassesQueries(registry: QueryRegistry): void {
  registry.register(TeamModel, TrialTeamModel, TrialTeamV2Model, SystemTeamModel, ThemeTeamModel, HistoryStudentTeamModel);
}
