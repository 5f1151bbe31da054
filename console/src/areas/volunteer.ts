// The volunteer's pages: one chunk.
export { VolunteerHome } from '../pages/volunteer/VolunteerHome';
export { BioProfile } from '../pages/volunteer/BioProfile';
export { AddReferee, ViewReferee } from '../pages/volunteer/Referee';
export { MyOpportunities } from '../pages/application/MyOpportunities';
export { VolunteerAgreement } from '../pages/application/Agreement';
export { VolunteerFeedbackAboutVio } from '../pages/application/Feedback';
export { OrgVios } from '../pages/organisation/OrgVios';
export { VolunteerOpportunities } from '../pages/opportunity/OpportunityList';
export { EmergencyLoginFeedback } from '../pages/emergency/EmergencyFeedback';
export { CheckinCode } from '../pages/attendance/CheckinCode';
export { MyCertificates } from '../pages/certificate/MyCertificates';
