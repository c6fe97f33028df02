package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.action.Turn;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Layout;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.game.ActionBuilder;
import org.pacru.game.Game;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
import org.pacru.game.StepKind;
import org.pacru.notation.GameRecord;
import org.pacru.notation.GameRecordReader;
import org.pacru.rules.Event;
import org.pacru.rules.Message;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.MeetingFact;
import org.pacru.rules.MovementFact;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.TurnFact;
import org.pacru.rules.Violation;
import org.pacru.rules.WinReason;

/**
 * Every public constructor and method of every exported package of the library modules names a
 * null parameter: called with null for one reference parameter (and valid values for the others)
 * it throws {@code NullPointerException} whose message is the parameter's name (or, where the
 * class file keeps no names, a name rather than the JVM's generic text). Collections are checked
 * for null elements the same way where a method copies them. New types must be added to the
 * sample values, or the test fails listing them.
 */
class NullParameterTest {
    private static final String[] PACKAGES = {"org.pacru.action", "org.pacru.board", "org.pacru.game",
        "org.pacru.rules", "org.pacru.core", "org.pacru.core.bot", "org.pacru.notation"};

    /** Where null is a documented, meaningful argument. */
    private static final Set<String> NULL_ALLOWED = Set.of("equals");

    private final Map<Class<?>, Object> samples = samples();

    @Test
    @DisplayName("every public method and constructor of the exported packages refuses null by the parameter's name")
    void nullParametersAreNamed() throws Exception {
        List<String> problems = new ArrayList<>();
        Set<String> missing = new TreeSet<>();
        int checked = 0;
        for (Class<?> type : exportedTypes()) {
            List<Executable> executables = new ArrayList<>();
            for (Constructor<?> c : type.getConstructors()) {
                executables.add(c);
            }
            for (Method m : type.getDeclaredMethods()) {
                if (Modifier.isPublic(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()
                        && !NULL_ALLOWED.contains(m.getName())
                        && !(type.isEnum() && m.getName().equals("valueOf"))) {
                    executables.add(m);
                }
            }
            for (Executable e : executables) {
                boolean isStatic = e instanceof Constructor || Modifier.isStatic(e.getModifiers());
                Object receiver = isStatic ? null : sample(type, missing);
                if (!isStatic && receiver == null) {
                    continue;
                }
                Parameter[] params = e.getParameters();
                for (int i = 0; i < params.length; i++) {
                    if (params[i].getType().isPrimitive()) {
                        continue;
                    }
                    Object[] args = new Object[params.length];
                    boolean complete = true;
                    for (int j = 0; j < params.length; j++) {
                        if (j != i) {
                            args[j] = sample(params[j].getType(), missing);
                            complete &= args[j] != null;
                        }
                    }
                    if (!complete) {
                        continue;
                    }
                    checked++;
                    String what = type.getName() + "." + (e instanceof Constructor ? "<init>" : e.getName())
                            + " parameter " + (i + 1) + " (" + params[i].getType().getSimpleName() + ")";
                    Throwable thrown = invoke(e, receiver, args);
                    if (!(thrown instanceof NullPointerException)) {
                        problems.add(what + ": " + (thrown == null ? "accepted null" : "threw " + thrown));
                    } else if (!names(thrown.getMessage(), params[i])) {
                        problems.add(what + ": message " + thrown.getMessage());
                    }
                }
            }
        }
        assertThat(missing).as("types without a sample value: add them to samples()").isEmpty();
        assertThat(problems).as("null parameters not named").isEmpty();
        assertThat(checked).as("parameters checked").isGreaterThan(150);
    }

    @Test
    @DisplayName("null elements of collections and arrays are refused by name")
    void nullElementsAreNamed() {
        List<Runnable> calls = List.of(
            () -> new Move(Field.E1, Field.E2, false, listWithNull(Choice.of(Field.A1))),
            () -> Move.of(Field.E1, Field.E2).withChoices((Choice) null),
            () -> Move.of(Field.E1, Field.E2).withChoices(listWithNull(Choice.of(Field.A1))),
            () -> Rotation.of(Field.E1, 1, Field.A1, null),
            () -> Rotation.of(Field.E1, Turn.CLOCKWISE_45, Field.A1, null),
            () -> new PartialAction(listWithNull(new Step.Select(Field.E1))),
            () -> new Transition(Position.initial(2), Move.of(Field.E1, Field.E2), listWithNull(new Event.Eliminated(Player.B)),
                    Position.initial(2), Optional.empty()),
            () -> new GameRecord(Map.of(), Position.initial(2), listWithNull(Move.of(Field.E1, Field.E2)), List.of()),
            () -> new GameRecord(Map.of(), Position.initial(2), List.of(), listWithNull(1)),
            () -> new InvalidPositionException(listWithNull(new org.pacru.board.PositionProblem(
                    org.pacru.rules.Rule.of("R1.5"), Optional.of(Field.A1), "x"))),
            () -> new MovementFact.Range(Player.A, Borderland.E2, listWithNull(Field.E1), 1, 1, true),
            () -> new Explanation(Ruleset.STANDARD, Position.initial(2), Move.of(Field.E1, Field.E3), Explanation.Verdict.ILLEGAL,
                    PacruRules.STANDARD.check(Position.initial(2), Move.of(Field.E1, Field.E3)),
                    listWithNull(new TurnFact.NoLegalMove(Player.A)), Optional.empty()));
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < calls.size(); i++) {
            try {
                calls.get(i).run();
                problems.add("call " + (i + 1) + ": a null element was accepted");
            } catch (NullPointerException e) {
                if (e.getMessage() == null || e.getMessage().contains("Cannot") || e.getMessage().contains("because")) {
                    problems.add("call " + (i + 1) + ": message " + e.getMessage());
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    private static <T> List<T> listWithNull(T first) {
        List<T> list = new ArrayList<>();
        list.add(first);
        list.add(null);
        return list;
    }

    private static boolean names(String message, Parameter parameter) {
        if (message == null || message.contains("Cannot ") || message.contains("because")) {
            return false;
        }
        return parameter.isNamePresent() ? message.equals(parameter.getName())
                : message.matches("[a-zA-Z][a-zA-Z0-9 ]*");
    }

    private static Throwable invoke(Executable e, Object receiver, Object[] args) throws IllegalAccessException,
            InstantiationException {
        try {
            if (e instanceof Constructor) {
                ((Constructor<?>) e).newInstance(args);
            } else {
                ((Method) e).invoke(receiver, args);
            }
            return null;
        } catch (InvocationTargetException ex) {
            return ex.getCause();
        }
    }

    private Object sample(Class<?> type, Set<String> missing) {
        if (type.isArray()) {
            return java.lang.reflect.Array.newInstance(type.getComponentType(), 0);
        }
        if (samples.containsKey(type)) {
            return samples.get(type);
        }
        if (type.isEnum()) {
            return type.getEnumConstants()[0];
        }
        for (Map.Entry<Class<?>, Object> e : samples.entrySet()) {
            if (type.isAssignableFrom(e.getKey()) && type != Object.class) {
                return e.getValue();
            }
        }
        missing.add(type.getName());
        return null;
    }

    /** The public types of the exported packages, read from the modules' class directories or jars. */
    private static List<Class<?>> exportedTypes() throws Exception {
        List<String> names = new ArrayList<>();
        for (Class<?> inModule : List.of(Position.class, PacruRules.class, GameRecord.class)) {
            Path location = Path.of(inModule.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                try (Stream<Path> files = Files.walk(location)) {
                    files.map(f -> location.relativize(f).toString().replace(java.io.File.separatorChar, '/'))
                            .forEach(names::add);
                }
            } else {
                try (JarFile jar = new JarFile(location.toFile())) {
                    jar.stream().map(JarEntry::getName).forEach(names::add);
                }
            }
        }
        List<Class<?>> list = new ArrayList<>();
        for (String name : names) {
            if (!name.endsWith(".class") || name.endsWith("module-info.class") || name.endsWith("package-info.class")) {
                continue;
            }
            String className = name.substring(0, name.length() - ".class".length()).replace('/', '.');
            String pkg = className.substring(0, className.lastIndexOf('.'));
            if (!List.of(PACKAGES).contains(pkg)) {
                continue;
            }
            Class<?> type = Class.forName(className);
            if (isExported(type)) {
                list.add(type);
            }
        }
        list.sort((a, b) -> a.getName().compareTo(b.getName()));
        return list;
    }

    private static boolean isExported(Class<?> type) {
        for (Class<?> t = type; t != null; t = t.getEnclosingClass()) {
            if (!Modifier.isPublic(t.getModifiers()) || t.isAnonymousClass() || t.isSynthetic()) {
                return false;
            }
        }
        return true;
    }

    private static Map<Class<?>, Object> samples() {
        Map<Class<?>, Object> m = new LinkedHashMap<>();
        Position start = Position.initial(2);
        Move move = Move.of(Field.A3, Field.B4).withChoices(Choice.of(Field.C6));
        Transition transition = PacruRules.STANDARD.apply(start, move);
        m.put(String.class, "e1-e2");
        m.put(CharSequence.class, "e1-e2");
        m.put(Message.class, Message.of("list.none"));
        m.put(Field.class, Field.E1);
        m.put(Direction.class, Direction.N);
        m.put(Player.class, Player.A);
        m.put(Borderland.class, Borderland.of(Field.E1));
        m.put(Chevron.class, new Chevron(Player.A, Direction.N));
        m.put(Position.class, start);
        m.put(Position.Builder.class, Position.builder(2));
        m.put(Layout.class, Layout.forPlayers(2));
        m.put(Move.class, move);
        m.put(Rotation.class, Rotation.of(Field.E1, 1, Field.A1, Field.A2));
        m.put(Action.class, move);
        m.put(Choice.FieldChoice.class, Choice.of(Field.C6));
        m.put(Choice.Connection.class, Choice.connection());
        m.put(Choice.class, Choice.of(Field.C6));
        m.put(Turn.class, Turn.CLOCKWISE_45);
        m.put(Ruleset.class, Ruleset.STANDARD);
        m.put(PacruRules.class, PacruRules.STANDARD);
        m.put(Rules.class, PacruRules.STANDARD);
        m.put(Transition.class, transition);
        m.put(Event.Moved.class, transition.events().get(0));
        m.put(Event.MarkerClaimed.class, transition.events().get(1));
        m.put(Event.Captured.class, new Event.Captured(Player.A, Field.E5, new Chevron(Player.B, Direction.S)));
        m.put(Event.MarkerConverted.class, new Event.MarkerConverted(Field.E5, Player.B, Player.A, Event.Cause.CONNECTION));
        m.put(Event.MarkerRelinquished.class, new Event.MarkerRelinquished(Field.E5, Player.A));
        m.put(Event.Rotated.class, new Event.Rotated(Player.A, Field.E1, Direction.N, Direction.NE));
        m.put(Event.Meeting.class, new Event.Meeting(Player.A, Field.E4, Field.E5));
        m.put(Event.Eliminated.class, new Event.Eliminated(Player.B));
        m.put(Event.GameOver.class, new Event.GameOver(Player.A, WinReason.TARGET_REACHED));
        m.put(Event.class, new Event.Eliminated(Player.B));
        m.put(Outcome.class, new Outcome(Player.A, WinReason.TARGET_REACHED));
        m.put(Violation.class, PacruRules.STANDARD.check(start, Move.of(Field.E1, Field.E3)).orElseThrow());
        m.put(IllegalActionException.class, new IllegalActionException(start, Move.of(Field.E1, Field.E3),
                PacruRules.STANDARD.check(start, Move.of(Field.E1, Field.E3)).orElseThrow()));
        org.pacru.board.PositionProblem problem = new org.pacru.board.PositionProblem(org.pacru.rules.Rule.of("R1.5"),
                Optional.of(Field.A1), "x");
        m.put(org.pacru.board.PositionProblem.class, problem);
        m.put(InvalidPositionException.class, new InvalidPositionException(List.of(problem)));
        m.put(Step.Select.class, new Step.Select(Field.A3));
        m.put(Step.Destination.class, new Step.Destination(Field.B4, false));
        m.put(Step.Pick.class, Step.Pick.crossing(Field.C6));
        m.put(Step.Turn.class, new Step.Turn(Turn.CLOCKWISE_45));
        m.put(Step.Relinquish.class, new Step.Relinquish(Field.A1));
        m.put(Step.class, new Step.Select(Field.A3));
        m.put(StepKind.class, StepKind.CHEVRON);
        m.put(org.pacru.rules.Rule.class, org.pacru.rules.Rule.of("R3.2"));
        m.put(PartialAction.class, PartialAction.empty());
        m.put(ActionBuilder.class, ActionBuilder.start(PacruRules.STANDARD, start));
        m.put(Game.class, Game.start(PacruRules.STANDARD, start));
        m.put(GameRecord.class, GameRecordReader.read("[Players \"2\"]\n\n1. e1-e2 a7-b7\n"));
        org.pacru.notation.GameTree tree = GameRecordReader.readTree("1. e1-e2! {[%cal Ge1e5] c} [1. e1-e3] a7-b7");
        m.put(org.pacru.notation.GameTree.class, tree);
        m.put(org.pacru.notation.Variation.class, tree.mainLine());
        m.put(org.pacru.notation.Ply.class, tree.mainLine().plies().get(0));
        m.put(org.pacru.notation.Annotation.class, tree.mainLine().plies().get(0).annotation());
        m.put(org.pacru.notation.Glyph.class, org.pacru.notation.Glyph.GOOD);
        m.put(org.pacru.notation.Shape.class, tree.mainLine().plies().get(0).annotation().shapes().get(0));
        Explanation explanation = PacruRules.STANDARD.explain(start, move);
        m.put(Explanation.class, explanation);
        for (Fact fact : explanation.facts()) {
            m.putIfAbsent(fact.getClass(), fact);
        }
        for (Fact fact : PacruRules.STANDARD.explain(start, Rotation.of(Field.E1, Turn.CLOCKWISE_45, Field.A1, Field.A2)).facts()) {
            m.putIfAbsent(fact.getClass(), fact);
        }
        m.put(TurnFact.GameOver.class, new TurnFact.GameOver(new Outcome(Player.A, WinReason.TARGET_REACHED)));
        m.put(TurnFact.NoLegalMove.class, new TurnFact.NoLegalMove(Player.A));
        m.put(MovementFact.CaptureTarget.class, new MovementFact.CaptureTarget(Field.E5, Optional.empty(), true, false));
        m.put(MovementFact.Attackers.class, new MovementFact.Attackers(Field.E4, Field.E5, Player.A, List.of(Field.E4), false));
        m.put(MeetingFact.MeetingOutcome.class, new MeetingFact.MeetingOutcome(Optional.empty(), false, 0, List.of()));
        m.put(MoveCursor.class, MoveCursor.of(Ruleset.STANDARD).reset(start));
        org.pacru.core.bot.MctsBot mcts = org.pacru.core.bot.MctsBot.builder(Ruleset.STANDARD).iterations(8).seed(1).build();
        org.pacru.core.bot.SearchResult result = mcts.search(start);
        m.put(org.pacru.core.bot.MctsBot.class, mcts);
        m.put(org.pacru.core.bot.MctsBot.Builder.class, org.pacru.core.bot.MctsBot.builder(Ruleset.STANDARD));
        m.put(org.pacru.core.bot.SearchResult.class, result);
        m.put(org.pacru.core.bot.Playout.class, new org.pacru.core.bot.Playout(start, 0, Optional.empty()));
        m.put(org.pacru.core.bot.ActionStatistics.class, result.actions().get(0));
        m.put(org.pacru.core.bot.GreedyBot.class, org.pacru.core.bot.GreedyBot.of(Ruleset.STANDARD));
        m.put(org.pacru.core.bot.RandomBot.class, org.pacru.core.bot.RandomBot.of(Ruleset.STANDARD, 1));
        m.put(org.pacru.core.bot.HeuristicBot.class, org.pacru.core.bot.HeuristicBot.of(Ruleset.STANDARD, 1));
        m.put(org.pacru.core.bot.SearchPolicy.class, org.pacru.core.bot.SearchPolicy.HEURISTIC);
        m.put(org.pacru.core.bot.Bot.class, org.pacru.core.bot.GreedyBot.of(Ruleset.STANDARD));
        m.put(java.time.Duration.class, java.time.Duration.ofMillis(5));
        m.put(SplittableRandom.class, new SplittableRandom(1));
        m.put(RandomGenerator.class, new SplittableRandom(1));
        m.put(java.util.Random.class, new java.util.Random(1));
        m.put(Function.class, (Function<Ruleset, Rules>) PacruRules::of);
        m.put(List.class, List.of());
        m.put(Collection.class, List.of());
        m.put(Set.class, Set.of());
        m.put(Map.class, Map.of());
        m.put(Optional.class, Optional.empty());
        m.put(Object.class, "x");
        m.put(java.util.OptionalInt.class, java.util.OptionalInt.empty());
        m.put(java.util.Locale.class, java.util.Locale.ENGLISH);
        m.put(int.class, 2);
        m.put(long.class, 2L);
        m.put(double.class, 0.1);
        m.put(boolean.class, false);
        try {
            org.pacru.notation.ActionNotation.parse("e1-e20");
        } catch (org.pacru.notation.NotationException e) {
            m.put(org.pacru.notation.NotationException.class, e);
        }
        try {
            GameRecordReader.replay("[Players \"2\"]\n\n1. e1-e3\n", PacruRules.STANDARD);
        } catch (org.pacru.notation.GameRecordException e) {
            m.put(org.pacru.notation.GameRecordException.class, e);
        }
        return m;
    }
}
