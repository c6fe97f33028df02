package org.pacru.examples.api;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request that cannot be answered normally: the HTTP status, a stable machine-readable code, a
 * sentence saying what is wrong and where, and details. Its {@link #body()} is the API's error
 * object {@code {"error": {"status", "code", "message", …details}}}; it never carries a stack
 * trace. The server sends it with its status; the npm package returns it as the answer.
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final transient Map<String, Object> details;

    /**
     * An error without details.
     *
     * @param status the HTTP status
     * @param code the stable code, such as {@code bad-request}
     * @param message the sentence
     */
    public ApiError(int status, String code, String message) {
        this(status, code, message, new LinkedHashMap<>());
    }

    /**
     * An error with details, written after the message in their order.
     *
     * @param status the HTTP status
     * @param code the stable code
     * @param message the sentence
     * @param details the details, such as {@code field} and {@code offset}
     */
    public ApiError(int status, String code, String message, Map<String, Object> details) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.details = details;
    }

    /**
     * An error that names the request's field it concerns.
     *
     * @param status the HTTP status
     * @param code the stable code
     * @param field the field's name
     * @param message the sentence
     * @return the error, with the detail {@code field}
     */
    public static ApiError field(int status, String code, String field, String message) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("field", field);
        return new ApiError(status, code, message, details);
    }

    /**
     * The HTTP status.
     *
     * @return the status, such as 400
     */
    public int status() {
        return status;
    }

    /**
     * The stable code.
     *
     * @return the code, such as {@code bad-notation}
     */
    public String code() {
        return code;
    }

    /**
     * The error object.
     *
     * @return {@code {"error": {"status", "code", "message", …details}}}
     */
    public Map<String, Object> body() {
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
