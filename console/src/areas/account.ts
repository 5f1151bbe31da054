// Logging in, registering and the mailed links (verification, password reset, reviews, invitations): one chunk.
export { Login } from '../pages/Login';
export { Register } from '../pages/Register';
export { VerifyEmail } from '../pages/VerifyEmail';
export { VerifyMobile } from '../pages/volunteer/VerifyMobile';
export { ForgetPassword } from '../pages/account/ForgetPassword';
export { ResetPassword } from '../pages/account/ResetPassword';
export { Settings } from '../pages/account/Settings';
export { RefereeFeedback } from '../pages/volunteer/RefereeFeedback';
export { AdminRegister } from '../pages/admin/AdminRegister';
export { DevOutbox } from '../pages/DevOutbox';
export { SubmitComplaint } from '../pages/complaint/SubmitComplaint';
export { EmergencyReply, EmergencyVerify } from '../pages/emergency/EmergencyLinks';
export { EngagementReply } from '../pages/attendance/EngagementReply';
export { SubVioVerify } from '../pages/organisation/SubVios';
