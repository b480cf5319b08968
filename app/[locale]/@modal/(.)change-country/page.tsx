import { ChangeCountryBody } from '@/components/auth/change-country-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('changeCountry', ChangeCountryBody);
