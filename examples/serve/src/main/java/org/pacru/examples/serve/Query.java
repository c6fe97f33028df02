package org.pacru.examples.serve;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pacru.examples.api.ApiError;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * The query string of a {@code GET} to the API, read strictly into the same JSON object a
 * {@code POST} body would carry: {@code %XX} escapes and {@code +} decoded, the bytes UTF-8;
 * a broken escape or invalid UTF-8 is a 400 naming where, in the language of the request's
 * {@code Accept-Language} (the query's own {@code lang} is not read before the query is).
 */
final class Query {
    private Query() {
    }

    /**
     * Reads a query string.
     *
     * @param raw the query string, or null
     * @param lang the language of an error
     * @return the JSON object it stands for
     */
    static Map<String, Object> parse(String raw, Language lang) {
        Map<String, Object> o = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) {
            return o;
        }
        int offset = 0;
        for (String pair : raw.split("&", -1)) {
            if (!pair.isEmpty()) {
                int eq = pair.indexOf('=');
                String key = decode(raw, offset, eq < 0 ? pair : pair.substring(0, eq), lang);
                String value = eq < 0 ? "" : decode(raw, offset + eq + 1, pair.substring(eq + 1), lang);
                put(o, key, value, lang);
            }
            offset += pair.length() + 1;
        }
        return o;
    }

    private static void put(Map<String, Object> o, String key, String value, Language lang) {
        if (key.equals("highlight")) {
            List<Object> list = new ArrayList<>();
            o.put("highlight", list);
            for (String f : value.split(",")) {
                if (!f.isBlank()) {
                    list.add(f);
                }
            }
        } else if (key.equals("players")) {
            Long n = Text.asciiNumber(value);
            if (n == null || n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
                throw ApiError.field(400, "bad-request", "players", Texts.queryPlayers(lang, Text.quote(value)));
            }
            o.put("players", n);
        } else {
            o.put(key, value);
        }
    }

    /** Decodes one part; {@code at} is its offset in the whole query, for the message. */
    private static String decode(String raw, int at, String part, Language lang) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(part.length());
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            if (c == '+') {
                bytes.write(' ');
            } else if (c == '%') {
                int hi = i + 2 < part.length() ? Character.digit(part.charAt(i + 1), 16) : -1;
                int lo = hi >= 0 ? Character.digit(part.charAt(i + 2), 16) : -1;
                if (hi < 0 || lo < 0 || part.charAt(i + 1) > 'f' || part.charAt(i + 2) > 'f') {
                    throw bad(raw, at + i, Texts.queryPercent(lang), lang);
                }
                bytes.write(hi * 16 + lo);
                i += 2;
            } else if (c > 0x7e || c < 0x20) {
                throw bad(raw, at + i, Texts.queryEscape(lang), lang);
            } else {
                bytes.write(c);
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString();
        } catch (CharacterCodingException e) {
            throw bad(raw, at, Texts.queryNotUtf8(lang), lang);
        }
    }

    private static ApiError bad(String raw, int offset, String why, Language lang) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("field", "query");
        details.put("offset", (long) offset);
        return new ApiError(400, "bad-request", Texts.queryMalformed(lang, offset, why, Text.quote(raw)), details);
    }
}
