import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { VerifyOtpBody } from '@/components/auth/verify-otp-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('verifyOtp', VerifyOtpBody, HOME_BACKGROUND);
