package org.pacru.js;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A call that cannot be answered: the HTTP status the server would send, a stable code, a sentence
 * saying what is wrong, and details; its {@link #body()} is the API's error object.
 */
final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final String code;
    private final transient Map<String, Object> details;

    ApiError(int status, String code, String message) {
        this(status, code, message, new LinkedHashMap<>());
    }

    ApiError(int status, String code, String message, Map<String, Object> details) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.details = details;
    }

    Map<String, Object> body() {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("status", (long) status);
        error.put("code", code);
        error.put("message", getMessage());
        error.putAll(details);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("error", error);
        return root;
    }
}
