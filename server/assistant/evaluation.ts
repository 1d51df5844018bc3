/**
 * The assistant as the measuring tools see it (`npm run bench:ask`, the report): the extracts model's steps one by
 * one, so a benchmark can calibrate the outcome thresholds and check every quote against the pages, without
 * reaching into the modules that implement them. The server uses `./index` instead.
 */
export { COMPOSE, outcomeFor, type Outcome, type Thresholds } from './compose';
export { assessTurn, isFollowUp, piecesOf, topicOf, type Turn } from './extracts-model';
export { QuoteForms } from './forms';
export { Library } from './library';
export { DECLINE_SENTENCE, quotedPassages, unescapeMarkdown } from './render';
export { Retriever } from './retrieval';
export { sentences } from './sentences';
export { contentStems } from './words';
