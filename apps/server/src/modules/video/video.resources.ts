import { video, videoEncoded, videoEncoding } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { videoVisibleTo } from './video-access.js';

/**
 * The videos a caller may see (`GET /video`, `GET /video/{id}`; video-access.ts): what was sent,
 * where its processing stands (`videoStatusId`, see `GET /video-status`) and what the encoder learnt.
 * The bytes are reached through `GET /video/{id}/url` and `/thumb`, never by storage key.
 */
export const videoResource: ResourceDefinition = defineResource({
  name: 'video',
  table: video,
  verbs: ['list', 'get'],
  read: 'authenticated',
  scope: ({ db, actor }) => videoVisibleTo(db, actor),
  fields: [
    'id',
    'userId',
    'purpose',
    'fileName',
    'mimeType',
    'size',
    'videoStatusId',
    'statusDetail',
    'durationMs',
    'width',
    'height',
    'createdAt',
    'updatedAt',
  ],
});

/** The processing runs of the videos a caller may see (`GET /video-encoding`): the queue, read-only. */
export const videoEncodingResource: ResourceDefinition = defineResource({
  name: 'video-encoding',
  table: videoEncoding,
  verbs: ['list', 'get'],
  read: 'authenticated',
  scope: ({ db, actor }) => videoVisibleTo(db, actor, videoEncoding.videoId),
  fields: [
    'id',
    'videoId',
    'state',
    'attempts',
    'runAfter',
    'error',
    'startedAt',
    'finishedAt',
    'createdAt',
    'updatedAt',
  ],
});

/** What the encoder made of the videos a caller may see (`GET /video-encoded`): web encoding, thumbnail. */
export const videoEncodedResource: ResourceDefinition = defineResource({
  name: 'video-encoded',
  table: videoEncoded,
  verbs: ['list', 'get'],
  read: 'authenticated',
  scope: ({ db, actor }) => videoVisibleTo(db, actor, videoEncoded.videoId),
  fields: ['id', 'videoId', 'kind', 'fileName', 'mimeType', 'size', 'width', 'height', 'createdAt'],
});

export const videoResources = [videoResource, videoEncodingResource, videoEncodedResource];
