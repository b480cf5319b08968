import { VerifyOtpBody } from '@/components/auth/sign-in-bodies';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('verifyOtp', VerifyOtpBody);
