/**
 * Every kind's write-back handlers, for a context that replays without having enqueued anything (the
 * service worker). A kind with handlers adds its file here.
 */
import './enrollment-kind';
import './lesson-progress-kind';
import './quiz-submission-kind';
import './rating-kind';
import './receipt-upload-kind';
