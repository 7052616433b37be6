import { ServiceError } from '../../features/info/components/ServiceError';

export function ServiceErrorPage() {
  return <ServiceError />;
}
