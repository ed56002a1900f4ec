import type { VideoUrl } from '@hiring/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api';

export const videoUrlKey = (videoId: number) => ['video', videoId, 'url'] as const;

/**
 * The short-lived addresses of a video (GET /video/{id}/url): played, seeked and shown as a
 * poster without a token. Kept until the player renews them (see VideoPlayer).
 */
export function useVideoUrl(videoId: number) {
  return useQuery({
    queryKey: videoUrlKey(videoId),
    queryFn: ({ signal }) => api.get<VideoUrl>(`/video/${videoId}/url`, { signal }),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
  });
}
