package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A request that cannot be answered normally: the HTTP status, a stable machine-readable code and
 * a sentence saying what is wrong and where. Turned into the JSON error body
 * {@code {"error":{"status":…,"code":…,"message":…, …details}}} by the server; never carries a
 * stack trace.
 */
final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final transient ObjectNode details;

    ApiError(int status, String code, String message) {
        this(status, code, message, Json.object());
    }

    ApiError(int status, String code, String message, ObjectNode details) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.details = details;
    }

    static ApiError badRequest(String message) {
        return new ApiError(400, "bad-request", message);
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }

    /**
     * The error body.
     *
     * @return {@code {"error":{…}}}
     */
    ObjectNode body() {
        ObjectNode error = Json.object();
        error.put("status", status);
        error.put("code", code);
        error.put("message", getMessage());
        error.setAll(details);
        ObjectNode root = Json.object();
        root.set("error", error);
        return root;
    }
}
