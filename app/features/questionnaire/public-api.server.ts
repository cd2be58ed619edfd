/** What other features may import from this feature's server modules (decision 056). */
export {
  certificateAwaitsQuestionnaire,
  forgetQuestionnaireFlags,
  questionnaireStateOf,
  type QuestionnaireState,
} from "./questionnaire.server";
export { questionnaireInviter } from "./invitations.server";
