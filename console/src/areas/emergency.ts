// The emergency logins' pages (mobilising volunteers): one chunk.
export { EmergencyHome } from '../pages/emergency/EmergencyHome';
export { CreateEmergencyOpportunity } from '../pages/emergency/CreateEmergencyOpportunity';
export { EmergencyOpportunityPage } from '../pages/emergency/EmergencyOpportunityPage';
export { EmergencyVolunteerFeedback } from '../pages/emergency/EmergencyFeedback';
