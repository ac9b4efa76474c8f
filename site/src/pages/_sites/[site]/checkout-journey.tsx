/**
 * `/checkout-journey?car_id={slug}` (spec §2 "Online purchase, only for used cars of one brand"):
 * the buy-online journey, a step at a time (features/buyOnline).
 */
import { JourneyPage } from '@/features/buyOnline/JourneyPage';
import { journeyServerSideProps } from '@/features/buyOnline/journeyServerSideProps';

export const getServerSideProps = journeyServerSideProps;
export default JourneyPage;
