package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Chevron;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.abstractplay.AbstractPlayAdapter;
import org.pacru.examples.text.Texts;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/**
 * The package's {@code abstractplay} call, for the drop-in {@code PacruGame} of
 * {@code pacru/abstractplay}: the Java {@link AbstractPlayAdapter} (RULES.md §11, D1–D7)
 * answering for one position. The class in JavaScript translates state only; every rule decision
 * is made here, by the library.
 *
 * <p>Requests: {@code {"op": "board", position?, players?}} — the position's fields (marker and
 * chevron of each) with the position view, the outcome and the target (R8.3a); {@code {"op": "move", position?,
 * players?, move, lang?}} — an Abstract Play move string, whole or partial: the action it converts to or
 * the rule it breaks, and the click answer (valid, complete, the partial strings one click
 * further and the kind of each); complete exactly when the string converts to an action (its
 * {@code action} is not null); {@code problem} and {@code message} are written for a developer
 * (the rule, the string, the RULES.md §11 defect), {@code reason} ({@code {rule, text}}: a violation's rule and its detail) and
 * {@code notation} ({@code {offset, expected, found}} of text that is no move) for a player, in
 * the request's language; {@code {"op": "positions", positions}} — a list of positions (at most
 * {@value #MAX_POSITIONS}, the stack of a stored game), each read as the field {@code position} is:
 * {@code {"count": n, "invalid": null}}, or the first one pacru does not accept (R1.5, R8.5) as
 * {@code "invalid": {"index": i, "error": {status, code, message, …}}}, so that a whole stack is
 * checked in one call. The ruleset is {@code abstractplay} (R10) unless the request names another.
 */
final class AbstractPlayCall {
    /**
     * The most positions one {@code positions} request may list: the stack of a stored game of
     * pacru/abstractplay (its {@code MAX_STACK}). The longest of 3,000 random games had 324 stack
     * entries.
     */
    static final int MAX_POSITIONS = 10_000;

    private AbstractPlayCall() {
    }

    static Map<String, Object> answer(Request request) {
        PacruRules rules = request.has("ruleset") ? request.rules() : PacruRules.of(Ruleset.ABSTRACT_PLAY);
        if (request.body().get("op") instanceof String given && given.toLowerCase(Locale.ROOT).equals("positions")) {
            return positions(request);
        }
        Position p = request.position();
        String op = request.optionalString("op").orElse("board").toLowerCase(Locale.ROOT);
        return switch (op) {
            case "board" -> board(rules, p, request.locale());
            case "move" -> move(rules, p, request.string("move"), request.locale());
            default -> throw ApiError.field(400, "bad-request", "op", Texts.apiUnknownOp(request.language(), op));
        };
    }

    /**
     * The first of the request's {@code positions} that pacru does not accept, or none: each is read
     * as the field {@code position} is ({@link Request#parsePosition}), in order, until one fails.
     */
    private static Map<String, Object> positions(Request request) {
        List<String> positions = request.strings("positions");
        if (positions.size() > MAX_POSITIONS) {
            throw ApiError.field(400, "bad-request", "positions", Texts.apiTooManyPositions(request.language(),
                    positions.size(), MAX_POSITIONS));
        }
        Map<String, Object> invalid = null;
        for (int i = 0; i < positions.size() && invalid == null; i++) {
            try {
                Request.parsePosition(positions.get(i), request.locale());
            } catch (ApiError e) {
                invalid = new LinkedHashMap<>();
                invalid.put("index", (long) i);
                invalid.put("error", e.body().get("error"));
            }
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("count", (long) positions.size());
        o.put("invalid", invalid);
        return o;
    }

    private static Map<String, Object> board(PacruRules rules, Position p, Locale locale) {
        Map<String, Object> o = Views.position(p);
        o.put("outcome", Views.outcome(rules.outcome(p), locale));
        o.put("target", rules.ruleset().target(p.playerCount()));   // R8.3a: the markers that win
        List<Object> cells = new ArrayList<>();
        for (Field f : Field.values()) {
            Optional<org.pacru.board.Player> marker = p.markerAt(f);
            Optional<Chevron> chevron = p.chevronAt(f);
            if (marker.isEmpty() && chevron.isEmpty()) {
                continue;
            }
            Map<String, Object> cell = new LinkedHashMap<>();
            cell.put("field", f.toString());
            marker.ifPresent(m -> cell.put("marker", m.toString()));
            chevron.ifPresent(c -> {
                Map<String, Object> ch = new LinkedHashMap<>();
                ch.put("owner", c.owner().toString());
                ch.put("facing", c.facing().toString());
                cell.put("chevron", ch);
            });
            cells.add(cell);
        }
        o.put("cells", cells);
        o.put("baseMoves", Views.strings(rules.baseMoves(p)));
        return o;
    }

    private static Map<String, Object> move(PacruRules rules, Position p, String move, Locale locale) {
        AbstractPlayAdapter adapter = new AbstractPlayAdapter(rules);
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("move", move);
        o.put("position", PositionNotation.format(p));
        AbstractPlayAdapter.Conversion c = adapter.toAction(p, move);
        Optional<Action> action = c.action();
        o.put("action", action.map(ActionNotation::format).orElse(null));
        o.put("rule", c.problem().map(AbstractPlayAdapter.Problem::rule).orElse(null));
        o.put("problem", c.problem().map(AbstractPlayAdapter.Problem::message).orElse(null));
        AbstractPlayAdapter.ClickAnswer click = adapter.click(p, move);
        // One source of truth: the string is complete exactly when it converts to an
        // action, as move() submits it (R9.2). A partial string whose steps are a whole action but
        // not a whole string ("a3-b4(c6": the bracket is open) is valid, not complete.
        o.put("valid", click.valid() || action.isPresent());
        o.put("complete", action.isPresent());
        o.put("next", Views.strings(click.next()));
        List<Object> kinds = new ArrayList<>();
        click.kinds().forEach(k -> kinds.add(k.name()));
        o.put("kinds", kinds);
        o.put("message", click.message());
        // What a player reads (in the request's language): the violation's detail without the rule ID,
        // the string or the Abstract Play defect; for text that is no move, where it goes wrong.
        Optional<AbstractPlayAdapter.Problem> problem = c.problem();
        Optional<org.pacru.rules.Violation> violation = problem.flatMap(AbstractPlayAdapter.Problem::violation);
        if (violation.isEmpty()) {
            violation = click.violation();
        }
        o.put("reason", violation.map(v -> {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("rule", v.rule().id());
            r.put("text", AbstractPlayAdapter.reason(v).text(locale));
            return (Object) r;
        }).orElse(null));
        o.put("notation", problem.flatMap(AbstractPlayAdapter.Problem::notation).map(e -> {
            Map<String, Object> n = new LinkedHashMap<>();
            n.put("offset", (long) e.offset());
            n.put("expected", e.expected(locale));
            n.put("found", e.found(locale));
            return (Object) n;
        }).orElse(null));
        return o;
    }
}
