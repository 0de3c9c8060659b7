/**
 * The ports apps/cloud documents as its defaults (PORT 8787, FRAME_PORT PORT + 1): `npm start` takes
 * them when free, so the widget's default service address (http://127.0.0.1:8787) finds it.
 */
export const documentedCloudPort = 8787
export const documentedFramePort = 8788
