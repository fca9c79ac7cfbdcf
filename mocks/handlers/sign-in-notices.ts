import { HttpResponse } from 'msw';
import { noticeByToken, noticeJson, reportSignIn } from '../sign-in-report';
import { requestMeta } from '../sessions';
import { apiRoute, attributesOf, errorResponse, noContent, readJson } from './respond';

/**
 * The "This wasn't me" link's calls (docs/api/sign-in-notices.md). No session: the token is the proof.
 * Both POST, so that the token stays out of URLs and logs; only `report-sign-in` changes anything.
 */
const tokenOf = async (request: Request) => {
  const { token } = attributesOf(await readJson(request));
  return typeof token === 'string' && token ? token : null;
};

const tokenRequired = () => errorResponse(400, 'invalid', 'Token is required', { source: { pointer: '/data/attributes/token' } });
const unknownLink = () => errorResponse(404, 'not-found', 'No such sign-in notice');

/** POST users/sign-in-notice `{token}`: the sign-in the link names and whether it may still be reported. Reads only. */
const lookup = apiRoute('post', 'users/sign-in-notice', async ({ request }) => {
  const token = await tokenOf(request);
  if (!token) return tokenRequired();
  const notice = noticeByToken(token);
  if (!notice) return unknownLink();
  return HttpResponse.json({ data: noticeJson(notice) }, { headers: { 'Cache-Control': 'no-store' } });
});

/** POST users/report-sign-in `{token}`: "This wasn't me", once. */
const report = apiRoute('post', 'users/report-sign-in', async ({ request }) => {
  const token = await tokenOf(request);
  if (!token) return tokenRequired();
  const outcome = reportSignIn(token, requestMeta(request));
  if (outcome.ok) return noContent();
  if (outcome.code === 'not-found') return unknownLink();
  if (outcome.code === 'token-used') return errorResponse(410, 'token-used', 'This link was already used');
  return errorResponse(410, 'token-expired', 'This link has expired');
});

export const signInNoticeHandlers = [lookup, report];
