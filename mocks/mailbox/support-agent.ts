/**
 * The sandbox's support agent (docs/api/mailbox.md): each merchant message schedules an answer 30 s
 * later on the sandbox clock (a job, persisted like the others), unless the subject or the message
 * says `no-reply`. The answer makes the topic `Pending` (new for the workspace), a closed one too.
 */
import { defineJob } from '../clock';
import { fnv1a } from '../db/random';
import type { Topic, TopicMessage } from '../db/schema';
import { db } from '../db/store';
import { SUPPORT_AGENTS } from './mailbox-seed';
import { addMessage } from './topic-changes';

export const SUPPORT_REPLY_DELAY_MS = 30_000;
const QUIET = /no-reply/i;

const replies: readonly ((subject: string) => string)[] = [
  (subject) => `Thank you for your message about "${subject}". We are looking into it and will come back to you as soon as we know more.`,
  (subject) => `Thanks for the details on "${subject}". We have passed them to the team concerned; you will find their answer here.`,
  (subject) => `We have checked "${subject}" on our side. Could you tell us whether it happens again from now on? We keep the topic open meanwhile.`,
  (subject) => `Understood, thank you. We have noted this on "${subject}" and will update you here within one business day.`,
];

const reply = defineJob<{ topicId: string; messageId: string }>('mailbox-support-reply', ({ topicId, messageId }, job) => {
  const topic = db.topics.get(topicId);
  // The answer's id and time come from the job: another tab of the browser that runs it too writes the same row.
  const id = `tmsg_re_${job.id.replace(/^job_/, '')}`;
  if (!topic || db.topicMessages.get(id)) return;
  const seed = fnv1a(`${topicId}:${messageId}`);
  const answered = db.topicMessages.filter((message) => message.topicId === topicId && message.author === 'support').length;
  addMessage(
    topic,
    {
      body: replies[(seed + answered) % replies.length](topic.subject),
      author: 'support',
      authorName: SUPPORT_AGENTS[fnv1a(topicId) % SUPPORT_AGENTS.length],
      userId: null,
      attachmentIds: [],
    },
    'Pending',
    { id, at: job.dueAt },
  );
});

/** Schedules support's answer to a merchant's message, unless the topic or the message asks for none. */
export function scheduleSupportReply(topic: Topic, message: TopicMessage) {
  if (message.author !== 'merchant' || QUIET.test(topic.subject) || QUIET.test(message.body)) return;
  reply(SUPPORT_REPLY_DELAY_MS, { topicId: topic.id, messageId: message.id });
}
