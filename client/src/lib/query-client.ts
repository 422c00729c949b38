import { QueryClient } from '@tanstack/react-query';

import { DEVICE_ANSWERS_MAX_AGE_MS } from './offline/device-answers';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Answers stay in memory as long as the device keeps them, so the ones kept are the ones last seen.
    queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true, gcTime: DEVICE_ANSWERS_MAX_AGE_MS },
  },
});
