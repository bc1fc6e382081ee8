import { Navigate } from 'react-router';
import { useIsolation } from '../../../lib/use-isolation';
import { readProcessState } from '../model/process-storage';
import { resumeLocation } from '../model/resume-location';

/** `/checkout` and `/book`: back to where the booking stands, or home (resumeLocation). */
export function ResumeBooking() {
  const isolation = useIsolation();
  const to = resumeLocation(readProcessState(), { now: new Date(), isolation });
  return <Navigate to={to} replace />;
}
