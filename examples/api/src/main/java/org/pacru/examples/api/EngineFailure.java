package org.pacru.examples.api;

/**
 * The error answer to a call that failed inside the engine rather than being refused: a stack that
 * ran out, or anything else. Kept apart from {@link Api}, which dispatches calls, since the
 * JavaScript build's failures reach Java in a form of their own.
 */
final class EngineFailure {
    private EngineFailure() {
    }

    /** The message of a 503 {@code stack-exhausted}: the stack ran out inside the engine. */
    static final String STACK_EXHAUSTED = "the call stack ran out in the engine: nothing was changed; call again from a shallower stack";

    /**
     * The error answer to a call that failed: 503 {@code stack-exhausted} where the stack ran out
     * (the npm package called from deep recursion: the package replaces the instance it ran out
     * in, and the caller may call again from a shallower stack), else 500 {@code internal}.
     */
    static ApiError answer(Throwable e) {
        return e instanceof StackOverflowError || javaScriptStackRanOut(e) ? new ApiError(503, "stack-exhausted", STACK_EXHAUSTED)
                : new ApiError(500, "internal", "internal error");
    }

    /**
     * Whether a failure is the JavaScript engine's own error for an exhausted stack, as the npm
     * package's JavaScript build (TeaVM) hands it to Java code: a {@link RuntimeException} whose
     * message is {@code "(JavaScript) "} and the error's text, a {@code RangeError} in V8 and
     * JavaScriptCore, an {@code InternalError: too much recursion} in SpiderMonkey.
     */
    private static boolean javaScriptStackRanOut(Throwable e) {
        String m = e.getMessage();
        return m != null && (m.startsWith("(JavaScript) RangeError") || m.startsWith("(JavaScript) InternalError: too much recursion"));
    }
}
