package org.apache.dubbo.common.utils;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.dubbo.common.constants.CommonConstants;

/**
 * String helpers with the names and behaviour Apache Dubbo's {@code StringUtils} has, for extensions and
 * applications that call them. Every method accepts {@code null} where a string is expected and treats it as
 * described on the method.
 */
public final class StringUtils {

    public static final String EMPTY_STRING = "";
    public static final int INDEX_NOT_FOUND = -1;
    public static final String[] EMPTY_STRING_ARRAY = new String[0];
    public static final char EQUAL_CHAR = '=';
    public static final String EQUAL = "=";
    public static final char AND_CHAR = '&';
    public static final String AND = "&";
    public static final char SEMICOLON_CHAR = ';';
    public static final String SEMICOLON = ";";
    public static final char QUESTION_MASK_CHAR = '?';
    public static final String QUESTION_MASK = "?";
    public static final char SLASH_CHAR = '/';
    public static final String SLASH = "/";
    public static final char HYPHEN_CHAR = '-';
    public static final String HYPHEN = "-";

    /** {@code [{k:v},{k:v}]}: the whole list, its pairs captured as one group. */
    private static final Pattern PARAMETER_LIST = Pattern.compile(
            "^\\[((\\s*\\{\\s*[\\w.\\-]+\\s*:\\s*.+?\\s*}\\s*,?\\s*)+)\\s*]$");
    /** {@code {k:v}}: one pair of the list. */
    private static final Pattern PARAMETER_PAIR = Pattern.compile("^\\{\\s*([\\w.\\-]+)\\s*:\\s*(.+)\\s*}$");

    private StringUtils() {
    }

    /** The length, 0 for {@code null}. */
    public static int length(CharSequence cs) {
        return cs == null ? 0 : cs.length();
    }

    /** {@code str} {@code repeat} times; {@code null} for {@code null}, empty when {@code repeat <= 0}. */
    public static String repeat(String str, int repeat) {
        if (str == null) {
            return null;
        }
        if (repeat <= 0 || str.isEmpty()) {
            return EMPTY_STRING;
        }
        StringBuilder b = new StringBuilder(str.length() * repeat);
        for (int i = 0; i < repeat; i++) {
            b.append(str);
        }
        return b.toString();
    }

    /** {@code str} {@code repeat} times with {@code separator} between the copies. */
    public static String repeat(String str, String separator, int repeat) {
        if (str == null || separator == null) {
            return repeat(str, repeat);
        }
        return removeEnd(repeat(str + separator, repeat), separator);
    }

    /** {@code str} without {@code remove} at its end, if it ends with it. */
    public static String removeEnd(String str, String remove) {
        if (isAnyEmpty(str, remove)) {
            return str;
        }
        return str.endsWith(remove) ? str.substring(0, str.length() - remove.length()) : str;
    }

    /**
     * {@code ch} {@code repeat} times.
     *
     * @throws NegativeArraySizeException if {@code repeat} is negative
     */
    public static String repeat(char ch, int repeat) {
        char[] chars = new char[repeat];
        Arrays.fill(chars, ch);
        return new String(chars);
    }

    /**
     * {@code str} without the trailing characters that are in {@code stripChars} ({@code null}: whitespace).
     */
    public static String stripEnd(String str, String stripChars) {
        if (isEmpty(str)) {
            return str;
        }
        int end = str.length();
        if (stripChars == null) {
            while (end > 0 && Character.isWhitespace(str.charAt(end - 1))) {
                end--;
            }
        } else if (stripChars.isEmpty()) {
            return str;
        } else {
            while (end > 0 && stripChars.indexOf(str.charAt(end - 1)) >= 0) {
                end--;
            }
        }
        return str.substring(0, end);
    }

    /** Every occurrence of {@code searchString} in {@code text} replaced by {@code replacement}. */
    public static String replace(String text, String searchString, String replacement) {
        return replace(text, searchString, replacement, -1);
    }

    /**
     * The first {@code max} occurrences ({@code -1}: all) of {@code searchString} in {@code text} replaced by
     * {@code replacement}; {@code text} unchanged when any argument is empty or {@code null}.
     */
    public static String replace(String text, String searchString, String replacement, int max) {
        if (isAnyEmpty(text, searchString) || replacement == null || max == 0) {
            return text;
        }
        int start = 0;
        int found = text.indexOf(searchString, start);
        if (found == INDEX_NOT_FOUND) {
            return text;
        }
        StringBuilder b = new StringBuilder(text.length());
        int remaining = max;
        while (found != INDEX_NOT_FOUND) {
            b.append(text, start, found).append(replacement);
            start = found + searchString.length();
            if (--remaining == 0) {
                break;
            }
            found = text.indexOf(searchString, start);
        }
        return b.append(text, start, text.length()).toString();
    }

    /** Whether {@code cs} is {@code null}, empty or only whitespace. */
    public static boolean isBlank(CharSequence cs) {
        int length = length(cs);
        for (int i = 0; i < length; i++) {
            if (!Character.isWhitespace(cs.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    public static boolean isNotBlank(CharSequence cs) {
        return !isBlank(cs);
    }

    /** Whether {@code str} has a character that is not whitespace. */
    public static boolean hasText(CharSequence str) {
        return !isBlank(str);
    }

    /** Whether {@code str} is {@code null} or empty. */
    public static boolean isEmpty(String str) {
        return str == null || str.isEmpty();
    }

    /** Whether there are strings and none of them is empty. */
    public static boolean isNoneEmpty(String... ss) {
        if (ArrayUtils.isEmpty(ss)) {
            return false;
        }
        for (String s : ss) {
            if (isEmpty(s)) {
                return false;
            }
        }
        return true;
    }

    /** Whether there are no strings or one of them is empty. */
    public static boolean isAnyEmpty(String... ss) {
        return !isNoneEmpty(ss);
    }

    public static boolean isNotEmpty(String str) {
        return !isEmpty(str);
    }

    /** Whether both are {@code null} or equal. */
    public static boolean isEquals(String s1, String s2) {
        return s1 == null ? s2 == null : s1.equals(s2);
    }

    /** Whether {@code str} is one or more decimal digits. */
    public static boolean isNumber(String str) {
        if (isEmpty(str)) {
            return false;
        }
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** {@code str} as an int when it {@link #isNumber is a number}, else 0. */
    public static int parseInteger(String str) {
        return isNumber(str) ? Integer.parseInt(str) : 0;
    }

    /** {@code str} as a long when it {@link #isNumber is a number}, else 0. */
    public static long parseLong(String str) {
        return isNumber(str) ? Long.parseLong(str) : 0;
    }

    /** Whether {@code s} is a Java identifier. */
    public static boolean isJavaIdentifier(String s) {
        if (isEmpty(s) || !Character.isJavaIdentifierStart(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            if (!Character.isJavaIdentifierPart(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the comma-separated {@code values} contain {@code value}. */
    public static boolean isContains(String values, String value) {
        return isNotEmpty(values) && isContains(CommonConstants.COMMA_SPLIT_PATTERN.split(values), value);
    }

    public static boolean isContains(String str, char ch) {
        return isNotEmpty(str) && str.indexOf(ch) >= 0;
    }

    public static boolean isNotContains(String str, char ch) {
        return !isContains(str, ch);
    }

    /** Whether {@code values} contain the non-empty {@code value}. */
    public static boolean isContains(String[] values, String value) {
        if (isNotEmpty(value) && ArrayUtils.isNotEmpty(values)) {
            for (String v : values) {
                if (value.equals(v)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether {@code str} is digits, with at most one dot when {@code allowDot}. */
    public static boolean isNumeric(String str, boolean allowDot) {
        if (isEmpty(str)) {
            return false;
        }
        boolean dot = false;
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            if (c == '.') {
                if (dot || !allowDot) {
                    return false;
                }
                dot = true;
            } else if (!Character.isDigit(c)) {
                return false;
            }
        }
        return true;
    }

    /** The class and message of {@code e} on one line, then its stack trace. */
    public static String toString(Throwable e) {
        StringWriter w = new StringWriter();
        PrintWriter p = new PrintWriter(w);
        p.print(e.getClass().getName());
        if (e.getMessage() != null) {
            p.print(": " + e.getMessage());
        }
        p.println();
        e.printStackTrace(p);
        p.flush();
        return w.toString();
    }

    /** {@code msg} on one line, then the stack trace of {@code e}. */
    public static String toString(String msg, Throwable e) {
        StringWriter w = new StringWriter();
        w.write(msg + "\n");
        PrintWriter p = new PrintWriter(w);
        e.printStackTrace(p);
        p.flush();
        return w.toString();
    }

    /**
     * {@code src} with each character found in {@code from} replaced by the character at the same position in
     * {@code to}, or removed when {@code to} is shorter.
     */
    public static String translate(String src, String from, String to) {
        if (isEmpty(src)) {
            return src;
        }
        StringBuilder b = null;
        for (int i = 0; i < src.length(); i++) {
            char c = src.charAt(i);
            int index = from.indexOf(c);
            if (index == -1) {
                if (b != null) {
                    b.append(c);
                }
                continue;
            }
            if (b == null) {
                b = new StringBuilder(src.length()).append(src, 0, i);
            }
            if (index < to.length()) {
                b.append(to.charAt(index));
            }
        }
        return b == null ? src : b.toString();
    }

    /** {@code str} split at every {@code ch}, empty parts included; no parts for an empty string. */
    public static String[] split(String str, char ch) {
        if (isEmpty(str)) {
            return EMPTY_STRING_ARRAY;
        }
        return splitAt(str, ch).toArray(EMPTY_STRING_ARRAY);
    }

    public static List<String> splitToList(String str, char ch) {
        if (isEmpty(str)) {
            return Collections.emptyList();
        }
        return splitAt(str, ch);
    }

    public static Set<String> splitToSet(String str, char ch) {
        return splitToSet(str, ch, false);
    }

    /** The distinct parts of {@code str} split at {@code ch}, trimmed if asked. */
    public static Set<String> splitToSet(String str, char ch, boolean trimElements) {
        if (isEmpty(str)) {
            return Collections.emptySet();
        }
        Set<String> parts = new LinkedHashSet<>();
        for (String part : splitAt(str, ch)) {
            parts.add(trimElements ? part.trim() : part);
        }
        return parts;
    }

    private static List<String> splitAt(String str, char ch) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < str.length(); i++) {
            if (str.charAt(i) == ch) {
                parts.add(str.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(str.substring(start));
        return parts;
    }

    public static String join(String[] array) {
        if (ArrayUtils.isEmpty(array)) {
            return EMPTY_STRING;
        }
        StringBuilder b = new StringBuilder();
        for (String s : array) {
            b.append(s);
        }
        return b.toString();
    }

    public static String join(String[] array, char split) {
        return join(array, String.valueOf(split));
    }

    public static String join(String[] array, String split) {
        if (ArrayUtils.isEmpty(array)) {
            return EMPTY_STRING;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < array.length; i++) {
            if (i > 0) {
                b.append(split);
            }
            b.append(array[i]);
        }
        return b.toString();
    }

    public static String join(Collection<String> coll, String split) {
        if (CollectionUtils.isEmpty(coll)) {
            return EMPTY_STRING;
        }
        StringBuilder b = new StringBuilder();
        boolean first = true;
        for (String s : coll) {
            if (!first) {
                b.append(split);
            }
            first = false;
            b.append(s);
        }
        return b.toString();
    }

    /**
     * The elements {@code startIndex} (inclusive) to {@code endIndex} (exclusive) as text, each preceded by
     * {@code delimiter} unless it is the array's first element; empty for a {@code null} array.
     */
    public static String join(Object[] array, char delimiter, int startIndex, int endIndex) {
        if (array == null || endIndex - startIndex <= 0) {
            return EMPTY_STRING;
        }
        StringBuilder b = new StringBuilder();
        for (int i = startIndex; i < endIndex; i++) {
            if (i > 0) {
                b.append(delimiter);
            }
            b.append(array[i]);
        }
        return b.toString();
    }

    /** The value of {@code key} in a query string {@code a=1&b=2}, or {@code null}. */
    public static String getQueryStringValue(String qs, String key) {
        return parseQueryString(qs).get(key);
    }

    /**
     * The pairs of a query string {@code a=1&b=2}; a pair whose key does not start with a letter, digit, dot or
     * underscore (or has characters other than those and dashes) is skipped.
     */
    public static Map<String, String> parseQueryString(String qs) {
        Map<String, String> pairs = new HashMap<>();
        if (isEmpty(qs)) {
            return pairs;
        }
        for (String pair : qs.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0 && isQueryKey(pair.substring(0, equals))) {
                pairs.put(pair.substring(0, equals), pair.substring(equals + 1));
            }
        }
        return pairs;
    }

    private static boolean isQueryKey(String key) {
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            boolean letterOrDigit = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            if (!letterOrDigit && c != '_' && c != '.' && (c != '-' || i == 0)) {
                return false;
            }
        }
        return true;
    }

    /** {@code group/interface:version} from the {@code group}, {@code interface} and {@code version} entries. */
    public static String getServiceKey(Map<String, String> ps) {
        StringBuilder b = new StringBuilder();
        String group = ps.get(CommonConstants.GROUP_KEY);
        if (isNotEmpty(group)) {
            b.append(group).append('/');
        }
        b.append(ps.get(CommonConstants.INTERFACE_KEY));
        String version = ps.get(CommonConstants.VERSION_KEY);
        if (isNotEmpty(version)) {
            b.append(':').append(version);
        }
        return b.toString();
    }

    /** {@code a=1&b=2} with the keys sorted; pairs with an empty key or value are left out. */
    public static String toQueryString(Map<String, String> ps) {
        StringBuilder b = new StringBuilder();
        if (ps != null && !ps.isEmpty()) {
            for (Map.Entry<String, String> entry : new TreeMap<>(ps).entrySet()) {
                if (isNoneEmpty(entry.getKey(), entry.getValue())) {
                    if (b.length() > 0) {
                        b.append('&');
                    }
                    b.append(entry.getKey()).append('=').append(entry.getValue());
                }
            }
        }
        return b.toString();
    }

    /**
     * {@code camelName} in lower case with {@code split} before each upper-case letter
     * ({@code camelToSplitName("fooBar", "-")} is {@code foo-bar}). A name that is not a plain word is returned
     * as is, or in lower case when it already uses {@code split}.
     */
    public static String camelToSplitName(String camelName, String split) {
        if (isEmpty(camelName)) {
            return camelName;
        }
        if (!isWord(camelName)) {
            return isSplitCase(camelName, split.charAt(0)) ? camelName.toLowerCase(Locale.ROOT) : camelName;
        }
        StringBuilder b = null;
        for (int i = 0; i < camelName.length(); i++) {
            char c = camelName.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (b == null) {
                    b = new StringBuilder(camelName.length() + 4);
                    if (i > 0) {
                        b.append(camelName, 0, i);
                    }
                }
                if (i > 0) {
                    b.append(split);
                }
                b.append(Character.toLowerCase(c));
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? camelName : b.toString();
    }

    private static boolean isWord(String str) {
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isSplitCase(String str, char separator) {
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == separator)) {
                return false;
            }
        }
        return true;
    }

    /** {@code snake_name} in lower case with {@code split} in place of the underscores. */
    public static String snakeToSplitName(String snakeName, String split) {
        String lowerCase = snakeName.toLowerCase(Locale.ROOT);
        if (isSnakeCase(snakeName)) {
            return replace(lowerCase, "_", split);
        }
        return snakeName;
    }

    protected static boolean isSnakeCase(String str) {
        return str.contains("_") || str.equals(str.toLowerCase(Locale.ROOT))
                || str.equals(str.toUpperCase(Locale.ROOT));
    }

    /** {@link #snakeToSplitName} for snake case, else {@link #camelToSplitName}. */
    public static String convertToSplitName(String str, String split) {
        return isSnakeCase(str) ? snakeToSplitName(str, split) : camelToSplitName(str, split);
    }

    /** The arguments separated by commas: simple values as text, others as JSON. */
    public static String toArgumentString(Object[] args) {
        StringBuilder b = new StringBuilder();
        for (Object arg : args) {
            if (b.length() > 0) {
                b.append(CommonConstants.COMMA_SEPARATOR);
            }
            if (arg == null || isSimple(arg.getClass())) {
                b.append(arg);
            } else {
                try {
                    b.append(JsonText.write(arg));
                } catch (RuntimeException e) {
                    b.append(arg);
                }
            }
        }
        return b.toString();
    }

    private static boolean isSimple(Class<?> type) {
        return type.isPrimitive() || type == String.class || type == Boolean.class || type == Character.class
                || Number.class.isAssignableFrom(type) || java.util.Date.class.isAssignableFrom(type);
    }

    /** {@code str} trimmed; {@code null} for {@code null}. */
    public static String trim(String str) {
        return str == null ? null : str.trim();
    }

    /** {@code key} in lower case with dots for dashes and underscores ({@code A_B-c} gives {@code a.b.c}). */
    public static String toURLKey(String key) {
        return key.toLowerCase(Locale.ROOT).replaceAll("[-_.]", ".");
    }

    /** {@code key} as an environment variable: upper case, underscores for dots, {@code DUBBO_} in front. */
    public static String toOSStyleKey(String key) {
        String upper = key.toUpperCase(Locale.ROOT).replaceAll("[.]", "_");
        return upper.startsWith("DUBBO_") ? upper : "DUBBO_" + upper;
    }

    /** Whether {@code str} is non-empty and all upper-case letters. */
    public static boolean isAllUpperCase(String str) {
        if (isEmpty(str)) {
            return false;
        }
        for (int i = 0; i < str.length(); i++) {
            if (!Character.isUpperCase(str.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    public static String[] delimitedListToStringArray(String str, String delimiter) {
        return delimitedListToStringArray(str, delimiter, null);
    }

    /**
     * {@code str} split at each {@code delimiter} (at each character when it is empty; not at all when it is
     * {@code null}), with the characters of {@code charsToDelete} removed from every part.
     */
    public static String[] delimitedListToStringArray(String str, String delimiter, String charsToDelete) {
        if (str == null) {
            return EMPTY_STRING_ARRAY;
        }
        if (delimiter == null) {
            return new String[] {str};
        }
        List<String> parts = new ArrayList<>();
        if (delimiter.isEmpty()) {
            for (int i = 0; i < str.length(); i++) {
                parts.add(deleteAny(str.substring(i, i + 1), charsToDelete));
            }
        } else {
            int start = 0;
            int found;
            while ((found = str.indexOf(delimiter, start)) != -1) {
                parts.add(deleteAny(str.substring(start, found), charsToDelete));
                start = found + delimiter.length();
            }
            if (!str.isEmpty() && start <= str.length()) {
                parts.add(deleteAny(str.substring(start), charsToDelete));
            }
        }
        return parts.toArray(EMPTY_STRING_ARRAY);
    }

    /** The elements' text joined with {@code delim}; empty for no elements. */
    public static String arrayToDelimitedString(Object[] arr, String delim) {
        if (ArrayUtils.isEmpty(arr)) {
            return EMPTY_STRING;
        }
        if (arr.length == 1) {
            return nullSafeToString(arr[0]);
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < arr.length; i++) {
            if (i > 0) {
                b.append(delim);
            }
            b.append(arr[i]);
        }
        return b.toString();
    }

    /** {@code inString} without any of the characters in {@code charsToDelete}. */
    public static String deleteAny(String inString, String charsToDelete) {
        if (isEmpty(inString) || isEmpty(charsToDelete)) {
            return inString;
        }
        StringBuilder b = new StringBuilder(inString.length());
        for (int i = 0; i < inString.length(); i++) {
            char c = inString.charAt(i);
            if (charsToDelete.indexOf(c) == -1) {
                b.append(c);
            }
        }
        return b.toString();
    }

    public static String[] toStringArray(Collection<String> collection) {
        return CollectionUtils.isEmpty(collection) ? EMPTY_STRING_ARRAY : collection.toArray(EMPTY_STRING_ARRAY);
    }

    /** {@code "null"} for {@code null}, else {@code obj.toString()}. */
    public static String nullSafeToString(Object obj) {
        if (obj == null) {
            return "null";
        }
        return obj.toString();
    }

    /**
     * The pairs of a {@code parameters} attribute written as {@code [{key1:value1},{key2:value2}]} (keys of ASCII
     * letters, digits, {@code _}, {@code -} and {@code .}); empty when the text is blank or not in that form.
     */
    public static Map<String, String> parseParameters(String rawParameters) {
        if (isBlank(rawParameters)) {
            return Collections.emptyMap();
        }
        Matcher list = PARAMETER_LIST.matcher(rawParameters);
        if (!list.matches()) {
            return Collections.emptyMap();
        }
        Map<String, String> parameters = new HashMap<>();
        for (String pair : list.group(1).split("\\s*,\\s*")) {
            Matcher matcher = PARAMETER_PAIR.matcher(pair);
            if (matcher.matches()) {
                parameters.put(matcher.group(1), matcher.group(2));
            }
        }
        return parameters;
    }

    /** The pairs with text values written as {@code [{key1:value1},{key2:value2}]}; {@code null} for none. */
    public static String encodeParameters(Map<String, String> params) {
        if (params == null || params.isEmpty()) {
            return null;
        }
        StringBuilder b = new StringBuilder("[");
        for (Map.Entry<String, String> entry : params.entrySet()) {
            if (hasText(entry.getValue())) {
                b.append('{').append(entry.getKey()).append(':').append(entry.getValue()).append("},");
            }
        }
        if (b.charAt(b.length() - 1) == ',') {
            b.setLength(b.length() - 1);
        }
        return b.append(']').toString();
    }

    /** The value of a hexadecimal digit, -1 for other characters. */
    public static int decodeHexNibble(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    /**
     * The byte written as two hexadecimal digits at {@code pos}.
     *
     * @throws IllegalArgumentException if they are not hexadecimal digits
     */
    public static byte decodeHexByte(CharSequence s, int pos) {
        int high = decodeHexNibble(s.charAt(pos));
        int low = decodeHexNibble(s.charAt(pos + 1));
        if (high == -1 || low == -1) {
            throw new IllegalArgumentException("invalid hex byte '" + s.subSequence(pos, pos + 2) + "' at index " + pos
                    + " of '" + s + "'");
        }
        return (byte) ((high << 4) + low);
    }

    /** {@code one} followed by {@code others}, separated by commas; {@code null} when {@code one} is. */
    public static String toCommaDelimitedString(String one, String... others) {
        if (one == null) {
            return null;
        }
        String another = arrayToDelimitedString(others, CommonConstants.COMMA_SEPARATOR);
        return isEmpty(another) ? one : one + CommonConstants.COMMA_SEPARATOR + another;
    }

    public static boolean startsWithIgnoreCase(String str, String prefix) {
        if (str == null || prefix == null || str.length() < prefix.length()) {
            return false;
        }
        return str.regionMatches(true, 0, prefix, 0, prefix.length());
    }

    /** {@code str}, or {@code defaultStr} when it is empty. */
    public static String defaultIf(String str, String defaultStr) {
        return isEmpty(str) ? defaultStr : str;
    }

    /** {@code str.substring(start, end)}; {@code null} for {@code null}. */
    public static String substring(String str, int start, int end) {
        return str == null ? null : str.substring(start, end);
    }

    /** The part before the first {@code separator}; all of {@code str} when there is none. */
    public static String substringBefore(String str, int separator) {
        if (isEmpty(str)) {
            return str;
        }
        int index = str.indexOf(separator);
        return index == INDEX_NOT_FOUND ? str : str.substring(0, index);
    }

    /** The part after the first {@code separator}; all of {@code str} when there is none. */
    public static String substringAfter(String str, int separator) {
        if (isEmpty(str)) {
            return str;
        }
        int index = str.indexOf(separator);
        return index == INDEX_NOT_FOUND ? str : str.substring(index + 1);
    }

    /** The part before the last {@code separator}; all of {@code str} when there is none. */
    public static String substringBeforeLast(String str, int separator) {
        if (isEmpty(str)) {
            return str;
        }
        int index = str.lastIndexOf(separator);
        return index == INDEX_NOT_FOUND ? str : str.substring(0, index);
    }

    /** The part after the last {@code separator}; empty when there is none. */
    public static String substringAfterLast(String str, int separator) {
        if (isEmpty(str)) {
            return str;
        }
        int index = str.lastIndexOf(separator);
        return index == INDEX_NOT_FOUND ? EMPTY_STRING : str.substring(index + 1);
    }

    /** The non-empty trimmed parts of {@code str} between any of the {@code separators} (comma by default). */
    public static String[] tokenize(String str, char... separators) {
        if (isEmpty(str)) {
            return EMPTY_STRING_ARRAY;
        }
        return tokenizeToList(str, separators).toArray(EMPTY_STRING_ARRAY);
    }

    public static List<String> tokenizeToList(String str, char... separators) {
        if (isEmpty(str)) {
            return Collections.emptyList();
        }
        char[] seps = separators == null || separators.length == 0 ? new char[] {','} : separators;
        boolean separated = false;
        for (int i = 0; i < str.length() && !separated; i++) {
            separated = contains(seps, str.charAt(i));
        }
        if (!separated) {
            String token = str.trim();
            return token.isEmpty() ? new ArrayList<>() : Collections.singletonList(token);
        }
        List<String> tokens = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= str.length(); i++) {
            if (i == str.length() || contains(seps, str.charAt(i))) {
                String token = str.substring(start, i).trim();
                if (!token.isEmpty()) {
                    tokens.add(token);
                }
                start = i + 1;
            }
        }
        return tokens;
    }

    private static boolean contains(char[] chars, char c) {
        for (char each : chars) {
            if (each == c) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code true} for {@code true}, {@code yes}, {@code y}, {@code on}, {@code 1}; {@code false} for {@code false},
     * {@code no}, {@code n}, {@code 0} (any case); else {@code null}. As in Apache Dubbo 3.3, {@code off} also gives
     * {@code true}.
     */
    public static Boolean toBoolean(String value) {
        if (isEmpty(value)) {
            return null;
        }
        switch (value.toLowerCase(Locale.ROOT)) {
            case "true":
            case "yes":
            case "y":
            case "on":
            case "1":
            case "off":
                return Boolean.TRUE;
            case "false":
            case "no":
            case "n":
            case "0":
                return Boolean.FALSE;
            default:
                return null;
        }
    }

    public static boolean toBoolean(String value, boolean defaultValue) {
        Boolean b = toBoolean(value);
        return b == null ? defaultValue : b;
    }
}
