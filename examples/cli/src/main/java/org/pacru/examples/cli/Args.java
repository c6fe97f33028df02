package org.pacru.examples.cli;

import org.pacru.examples.text.Text;
import org.pacru.examples.text.UsageException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.pacru.rules.Ruleset;
import org.pacru.examples.text.Texts;

/**
 * The parsed arguments of one command: positional arguments, options with a value
 * ({@code --seed 7} or {@code --seed=7}) and flags ({@code --divide}). Only the options the
 * command declares are accepted; anything else is a {@link UsageException}.
 *
 * <pre>{@code
 * Args a = Args.parse(List.of("3", "--divide"), Set.of("--players"), Set.of("--divide"));
 * a.positional();        // [3]
 * a.flag("--divide");    // true
 * }</pre>
 */
public final class Args {
    private final List<String> positional;
    private final Map<String, String> values;
    private final Set<String> flags;

    private Args(List<String> positional, Map<String, String> values, Set<String> flags) {
        this.positional = List.copyOf(positional);
        this.values = Map.copyOf(values);
        this.flags = Set.copyOf(flags);
    }

    /**
     * Parses a command's arguments.
     *
     * @param args the arguments after the command name
     * @param valueOptions the options that take a value
     * @param flagOptions the options without a value
     * @return the parsed arguments
     * @throws UsageException for an unknown option, a missing value, or an option given twice
     */
    public static Args parse(List<String> args, Set<String> valueOptions, Set<String> flagOptions)
            throws UsageException {
        Objects.requireNonNull(args, "args");
        List<String> positional = new ArrayList<>();
        Map<String, String> values = new HashMap<>();
        Set<String> flags = new HashSet<>();
        boolean options = true;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (options && a.equals("--")) {
                options = false;
            } else if (options && a.startsWith("--")) {
                int eq = a.indexOf('=');
                String name = eq < 0 ? a : a.substring(0, eq);
                if (valueOptions.contains(name)) {
                    String value;
                    if (eq >= 0) {
                        value = a.substring(eq + 1);
                    } else if (i + 1 < args.size()) {
                        value = args.get(++i);
                    } else {
                        throw new UsageException(lang -> Texts.usageNeedsValue(lang, name));
                    }
                    if (values.put(name, value) != null) {
                        throw new UsageException(lang -> Texts.usageGivenTwice(lang, name));
                    }
                } else if (flagOptions.contains(name) && eq < 0) {
                    flags.add(name);
                } else {
                    throw new UsageException(lang -> Texts.usageUnknownOption(lang, Text.quote(a)));
                }
            } else {
                positional.add(a);
            }
        }
        return new Args(positional, values, flags);
    }

    /**
     * The positional arguments, in order.
     *
     * @return the arguments that are not options
     */
    public List<String> positional() {
        return positional;
    }

    /**
     * Whether a flag was given.
     *
     * @param name the flag, such as {@code --divide}
     * @return true if given
     */
    public boolean flag(String name) {
        return flags.contains(name);
    }

    /**
     * The value of an option.
     *
     * @param name the option, such as {@code --seed}
     * @return its value, or empty if not given
     */
    public Optional<String> value(String name) {
        return Optional.ofNullable(values.get(name));
    }

    /**
     * An integer option within bounds.
     *
     * @param name the option
     * @param fallback the value if the option is not given
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @return the value
     * @throws UsageException if the value is not a number within bounds
     */
    public int intValue(String name, int fallback, int min, int max) throws UsageException {
        Optional<String> v = value(name);
        if (v.isEmpty()) {
            return fallback;
        }
        return parseInt(name, v.get(), min, max);
    }

    /**
     * A long option.
     *
     * @param name the option
     * @param fallback the value if the option is not given
     * @return the value
     * @throws UsageException if the value is not a number
     */
    public long longValue(String name, long fallback) throws UsageException {
        Optional<String> v = value(name);
        if (v.isEmpty()) {
            return fallback;
        }
        Long n = Text.asciiNumber(v.get());
        if (n == null) {
            throw new UsageException(lang -> Texts.usageWholeNumber(lang, name, Text.quote(v.get())));
        }
        return n;
    }

    /**
     * Parses an integer argument within bounds.
     *
     * @param what the argument's name, for the message
     * @param text the text
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @return the number
     * @throws UsageException if the text is not a number within bounds
     */
    public static int parseInt(String what, String text, int min, int max) throws UsageException {
        Long n = Text.asciiNumber(text);
        if (n == null) {
            throw new UsageException(lang -> Texts.usageNumberDigits(lang, what, min, max, Text.quote(text)));
        }
        if (n < min || n > max) {
            throw new UsageException(lang -> Texts.usageNumberRange(lang, what, min, max, n));
        }
        return (int) (long) n;
    }


    /**
     * The ruleset named by {@code --ruleset} (R10), {@code standard} if not given.
     *
     * @return the ruleset
     * @throws UsageException if the name is neither {@code standard} nor {@code abstractplay}
     */
    public Ruleset ruleset() throws UsageException {
        Optional<String> v = value("--ruleset");
        if (v.isEmpty()) {
            return Ruleset.STANDARD;
        }
        try {
            return Ruleset.parse(v.get());
        } catch (IllegalArgumentException e) {
            throw new UsageException(lang -> Texts.usageUnknownRuleset(lang, Text.quote(v.get())));
        }
    }

    /**
     * Requires a number of positional arguments.
     *
     * @param min the fewest allowed
     * @param max the most allowed
     * @throws UsageException if there are fewer or more
     */
    public void expectPositional(int min, int max) throws UsageException {
        if (positional.size() < min) {
            int got = positional.size();
            throw new UsageException(lang -> min == max ? Texts.usageMissingArgument(lang, min, got)
                    : Texts.usageMissingArgumentAtLeast(lang, min, got));
        }
        if (positional.size() > max) {
            int got = positional.size();
            throw new UsageException(lang -> Texts.usageTooManyArguments(lang, max, got));
        }
    }
}
