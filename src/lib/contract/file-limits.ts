/** Spec §9: the file offer size limit, 2 GB (2 GiB: 2,147,483,648 bytes), for every file a user offers. */
export const FILE_OFFER_LIMIT_BYTES = 2 * 1024 ** 3;
