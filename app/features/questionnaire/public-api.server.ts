/**
 * The questionnaire feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export {
  certificateAwaitsQuestionnaire,
  forgetQuestionnaireFlags,
  questionnaireStateOf,
  type QuestionnaireState,
} from "./questionnaire.server";
export { questionnaireInviter } from "./invitations.server";
