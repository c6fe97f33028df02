package org.pacru.examples.serve;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The JSON of the API: one shared Jackson mapper, tree nodes, and parsing with the error offset. */
final class Json {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .build();

    static {
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(32).maxStringLength(Server.Limits.DEFAULT.maxBody()).build());
    }

    private Json() {
    }

    static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    static ArrayNode strings(List<?> values) {
        ArrayNode a = array();
        for (Object v : values) {
            a.add(String.valueOf(v));
        }
        return a;
    }

    /**
     * Parses a request body: empty means {@code {}}; anything but one JSON object is a 400 with
     * the character offset of the problem.
     */
    static ObjectNode parseObject(byte[] body) {
        if (body.length == 0) {
            return object();
        }
        JsonNode node;
        try {
            node = MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            long offset = at == null ? -1 : at.getCharOffset() >= 0 ? at.getCharOffset() : at.getByteOffset();
            ObjectNode details = object();
            details.put("offset", offset);
            throw new ApiError(400, "malformed-json", "malformed JSON at offset " + offset + ": " + reason(e), details);
        } catch (IOException e) {
            throw new ApiError(400, "malformed-json", "unreadable JSON: the body is not UTF-8 text");
        }
        if (node == null || node.isMissingNode()) {
            return object();
        }
        if (!node.isObject()) {
            throw new ApiError(400, "malformed-json", "the body must be a JSON object, not " + node.getNodeType()
                    .name().toLowerCase(java.util.Locale.ROOT));
        }
        return (ObjectNode) node;
    }

    /**
     * What is wrong, in pacru's words: the parser's own sentence only for a syntax error, cut
     * before its source excerpt and checked to name no Java class; a fixed sentence otherwise.
     */
    static String reason(JsonProcessingException e) {
        if (e instanceof StreamConstraintsException) {
            return "the JSON is nested too deeply or holds a value that is too long";
        }
        if (e instanceof MismatchedInputException) {
            String m = String.valueOf(e.getOriginalMessage());
            return m.contains("Trailing token") ? "more than one JSON value: the body must be one JSON object"
                    : "the body must be one JSON object";
        }
        if (e instanceof JsonEOFException) {
            return "the JSON ends before it is complete";
        }
        String why = String.valueOf(e.getOriginalMessage()).replaceAll("(?s)\\s*\\(start marker at \\[Source.*$", "")
                .replaceAll("(?s)\\s*at \\[Source.*$", "").replaceAll("[\\r\\n]+", " ");
        if (why.isBlank() || why.contains("com.fasterxml") || why.contains("java.") || why.contains("Feature")
                || why.contains("Exception") || why.contains("Jackson")) {
            return "not valid JSON";
        }
        return why.length() > 200 ? why.substring(0, 200) + "…" : why;
    }

    static byte[] bytes(JsonNode node) {
        try {
            return MAPPER.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(JsonNode node) {
        return new String(bytes(node), StandardCharsets.UTF_8);
    }
}
