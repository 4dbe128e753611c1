package org.apache.dubbo.common.serialize.hessian2;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/** The values the golden tests encode with every hessian-lite line: the hot types of RPC bodies and their edges. */
final class GoldenValues {

    private GoldenValues() {
    }

    /** One named value. */
    static final class Case {
        final String name;
        final Object value;

        Case(String name, Object value) {
            this.name = name;
            this.value = value;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> all() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("user (the benchmark's User)", User.sample(7)));
        cases.add(new Case("page of 15 users sharing their date values", Page.sample(3)));
        cases.add(new Case("user with null fields", new User()));
        cases.add(new Case("every field kind", new FieldZoo()));
        cases.add(new Case("every field kind, nulls", FieldZoo.nulls()));
        cases.add(new Case("subclass: inherited fields first", new FieldZooChild()));
        cases.add(new Case("the same object twice: a back-reference", Arrays.asList(User.sample(1), User.sample(1))));
        List<Object> twice = new ArrayList<>();
        User shared = User.sample(2);
        twice.add(shared);
        twice.add(shared);
        twice.add(shared.getPermissions());
        cases.add(new Case("ArrayList holding one user twice and its own list", twice));
        cases.add(new Case("a cycle", Node.cycle()));
        cases.add(new Case("a field hiding an inherited one (hessian-lite's own serializer)", new Hiding()));
        cases.add(new Case("a writeReplace (hessian-lite's own serializer)", new Replaced("r")));
        Replaced replaced = new Replaced("twice");
        User before = User.sample(2);
        cases.add(new Case("a writeReplace object twice among back-references (hessian-lite's replaceRef numbering)",
                new ArrayList<>(Arrays.asList(before, replaced, replaced, before, User.sample(3)))));
        cases.add(new Case("empty string", ""));
        cases.add(new Case("ascii string", "hello, world"));
        cases.add(new Case("CJK string", "浙江省杭州市余杭区文一西路969号"));
        cases.add(new Case("surrogate pairs", "emoji \uD83D\uDE00 and \uD834\uDD1E"));
        cases.add(new Case("string of 31 chars", repeat('a', 31)));
        cases.add(new Case("string of 1023 chars", repeat('b', 1023)));
        cases.add(new Case("string of 1024 chars", repeat('b', 1024)));
        cases.add(new Case("string over one chunk", repeat('中', 40000)));
        // long strings, which our writer encodes past hessian-lite's buffer
        for (int length : new int[] {255, 256, 1023, 1024, 4096, 8192, 32767, 32768, 32769, 32768 + 31, 32768 + 32,
                32768 + 1023, 32768 + 1024, 65536, 100_000}) {
            cases.add(new Case("ASCII string of " + length + " chars", repeat('x', length)));
        }
        cases.add(new Case("Latin-1 string of 5000 chars", repeat('é', 5000)));
        cases.add(new Case("ASCII, Latin-1, CJK and emoji mixed, 3000 chars", mixed(3000)));
        cases.add(new Case("mixed over two chunks", mixed(70_000)));
        cases.add(new Case("a chunk that would end between two surrogates",
                repeat('a', 32767) + "\uD83D\uDE00" + repeat('b', 40)));
        cases.add(new Case("lone surrogates in a long string", repeat('a', 300) + "\uD800" + repeat('b', 10) + "\uDFFF"));
        cases.add(new Case("long strings in a list", new ArrayList<>(Arrays.asList(repeat('y', 5000), mixed(4000)))));
        int[] ints = {0, -16, 47, 48, -17, -2048, 2047, 2048, -262144, 262143, 262144, Integer.MIN_VALUE,
                Integer.MAX_VALUE};
        for (int i : ints) {
            cases.add(new Case("Integer " + i, i));
        }
        long[] longs = {0L, -8L, 15L, 16L, -2048L, 2047L, -262144L, 262143L, 262144L, Integer.MAX_VALUE,
                Integer.MAX_VALUE + 1L, Long.MIN_VALUE, Long.MAX_VALUE};
        for (long l : longs) {
            cases.add(new Case("Long " + l, l));
        }
        double[] doubles = {0.0, 1.0, -0.0, 127.0, -128.0, 128.0, 32767.0, -32768.0, 32768.0, 3.25, 0.001, 1e300,
                Double.NaN, Double.POSITIVE_INFINITY, 1.5e-8};
        for (double d : doubles) {
            cases.add(new Case("Double " + d, d));
        }
        cases.add(new Case("Float 1.5", 1.5f));
        cases.add(new Case("Float 0.1", 0.1f));
        cases.add(new Case("Short", (short) -300));
        cases.add(new Case("Byte", (byte) 100));
        cases.add(new Case("Boolean true", Boolean.TRUE));
        cases.add(new Case("Boolean false", Boolean.FALSE));
        cases.add(new Case("Character", 'Z'));
        cases.add(new Case("BigDecimal", new BigDecimal("123456789.0123456789")));
        cases.add(new Case("BigDecimal with exponent", new BigDecimal("1E+20")));
        cases.add(new Case("Date", new Date(1700000000123L)));
        cases.add(new Case("LocalDate", LocalDate.of(1990, 6, 18)));
        cases.add(new Case("LocalTime", LocalTime.of(23, 59, 58, 123456789)));
        cases.add(new Case("LocalDateTime", LocalDateTime.of(2024, 3, 9, 14, 25, 36)));
        cases.add(new Case("Instant", Instant.ofEpochSecond(1700000000L, 987654321)));
        cases.add(new Case("Duration", Duration.ofSeconds(3661, 5)));
        cases.add(new Case("ZonedDateTime", ZonedDateTime.of(2024, 1, 2, 3, 4, 5, 6, ZoneId.of("Asia/Shanghai"))));
        cases.add(new Case("OffsetDateTime", OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 6, ZoneOffset.ofHours(-7))));
        Map<String, Object> attachments = new HashMap<>();
        attachments.put("path", "org.example.UserService");
        attachments.put("interface", "org.example.UserService");
        attachments.put("version", "1.0.0");
        attachments.put("timeout", "3000");
        attachments.put("dubbo", "2.0.2");
        cases.add(new Case("attachments (HashMap of strings)", attachments));
        Map<String, Object> mixed = new HashMap<>();
        mixed.put("n", 5);
        mixed.put("l", 6L);
        mixed.put("u", User.sample(9));
        mixed.put("list", new ArrayList<>(Arrays.asList(1, 2)));
        cases.add(new Case("HashMap of mixed values", mixed));
        cases.add(new Case("LinkedHashMap", new LinkedHashMap<>(attachments)));
        cases.add(new Case("TreeMap", new TreeMap<>(attachments)));
        cases.add(new Case("empty ArrayList", new ArrayList<>()));
        cases.add(new Case("ArrayList of 7", new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5, 6, 7))));
        cases.add(new Case("ArrayList of 8", new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8))));
        cases.add(new Case("ArrayList of users", new ArrayList<>(Arrays.asList(User.sample(1), User.sample(2)))));
        cases.add(new Case("ArrayList of strings and nulls", new ArrayList<>(Arrays.asList("a", null, "c"))));
        cases.add(new Case("ArrayList subclass", new ArrayListChild(Arrays.asList(1, 2))));
        cases.add(new Case("LinkedList", new LinkedList<>(Arrays.asList("x", "y"))));
        cases.add(new Case("HashSet", new HashSet<>(Arrays.asList(3))));
        cases.add(new Case("Arrays.asList", Arrays.asList(1, 2)));
        cases.add(new Case("int[]", new int[] {1, 2, 300}));
        cases.add(new Case("String[]", new String[] {"a", null, "c"}));
        cases.add(new Case("Object[]", new Object[] {1, "two", 3L, User.sample(3)}));
        cases.add(new Case("enum", Color.GREEN));
        return cases;
    }

    /** {@code n} characters cycling through ASCII, Latin-1, CJK and a surrogate pair. */
    private static String mixed(int n) {
        String pattern = "abc, é ü Ж 中文 \uD83D\uDE00 xyz ";
        StringBuilder text = new StringBuilder(n);
        while (text.length() < n) {
            text.append(pattern);
        }
        text.setLength(n);
        return text.toString();
    }

    private static String repeat(char c, int n) {
        char[] chars = new char[n];
        Arrays.fill(chars, c);
        return new String(chars);
    }

    enum Color {
        RED, GREEN
    }

    /** The shape of the benchmark's user record (benchmark-api's User). */
    public static class User implements Serializable {
        private static final long serialVersionUID = 1L;

        private long id;
        private String name;
        private int sex;
        private LocalDate birthday;
        private String email;
        private String mobile;
        private String address;
        private String icon;
        private int status;
        private LocalDateTime createTime;
        private LocalDateTime updateTime;
        private List<Integer> permissions;

        private static final LocalDate BIRTHDAY = LocalDate.of(1990, 6, 18);
        private static final LocalDateTime CREATED = LocalDateTime.of(2024, 3, 9, 14, 25, 36);

        static User sample(long id) {
            User u = new User();
            u.id = id;
            u.name = "张三丰-" + id;
            u.sex = (int) (id & 1);
            u.birthday = BIRTHDAY;
            u.email = "user" + id + "@dubbotuned.example.com";
            u.mobile = String.valueOf(13800000000L + id);
            u.address = "浙江省杭州市余杭区文一西路969号 未来科技城 7号楼 3单元 1202室";
            u.icon = "https://img.example.com/avatar/2024/03/09/b3f1c2d4e5f60718293a4b5c6d7e8f90.png";
            u.status = 1;
            u.createTime = CREATED;
            u.updateTime = LocalDateTime.of(2024, 11, 2, 8, 7, 5);
            u.permissions = new ArrayList<>();
            for (int p = 1; p <= 8; p++) {
                u.permissions.add(p * 11);
            }
            return u;
        }

        List<Integer> getPermissions() {
            return permissions;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof User)) {
                return false;
            }
            User u = (User) o;
            return id == u.id && sex == u.sex && status == u.status && Objects.equals(name, u.name)
                    && Objects.equals(birthday, u.birthday) && Objects.equals(email, u.email)
                    && Objects.equals(mobile, u.mobile) && Objects.equals(address, u.address)
                    && Objects.equals(icon, u.icon) && Objects.equals(createTime, u.createTime)
                    && Objects.equals(updateTime, u.updateTime) && Objects.equals(permissions, u.permissions);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(id);
        }

        @Override
        public String toString() {
            return "User{" + id + "}";
        }
    }

    /** The shape of the benchmark's Page. */
    public static class Page implements Serializable {
        private static final long serialVersionUID = 1L;

        private int pageNo;
        private int total;
        private List<User> result;

        static Page sample(int pageNo) {
            Page page = new Page();
            page.pageNo = pageNo;
            page.total = 1000;
            page.result = new ArrayList<>();
            for (int i = 0; i < 15; i++) {
                page.result.add(User.sample(pageNo * 15L + i));
            }
            return page;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Page && pageNo == ((Page) o).pageNo && total == ((Page) o).total
                    && Objects.equals(result, ((Page) o).result);
        }

        @Override
        public int hashCode() {
            return pageNo;
        }
    }

    /** One field of every kind hessian-lite treats differently. */
    public static class FieldZoo implements Serializable {
        private static final long serialVersionUID = 1L;
        static int notWritten = 3;

        int i = -5;
        short s = 300;
        byte b = 7;
        long l = 1L << 40;
        float f = 1.25f;
        float inexactFloat = 0.1f;
        Float boxedFloat = 0.1f;
        double d = 2.5;
        boolean z = true;
        char c = 'x';
        Integer boxedInt = 5;
        Long boxedLong = 6L;
        Boolean boxedBoolean = false;
        Character boxedChar = 'y';
        Double boxedDouble = 0.5;
        String text = "text";
        Date date = new Date(1700000000000L);
        java.sql.Timestamp timestamp = new java.sql.Timestamp(1700000000456L);
        BigDecimal decimal = new BigDecimal("1.20");
        Object anything = "an object field";
        Number number = 42;
        int[] intArray = {1, 2};
        String[] stringArray = {"a"};
        Map<String, Object> map = new HashMap<>();
        List<String> linked = new LinkedList<>(Arrays.asList("q"));
        List<String> list = new ArrayList<>(Arrays.asList("r", "s"));
        LocalDate localDate = LocalDate.of(2000, 1, 1);
        Color color = Color.RED;
        User user = User.sample(4);
        transient int skipped = 9;

        static FieldZoo nulls() {
            FieldZoo z = new FieldZoo();
            z.boxedInt = null;
            z.boxedLong = null;
            z.boxedBoolean = null;
            z.boxedChar = null;
            z.boxedDouble = null;
            z.text = null;
            z.date = null;
            z.timestamp = null;
            z.decimal = null;
            z.anything = null;
            z.number = null;
            z.intArray = null;
            z.stringArray = null;
            z.map = null;
            z.linked = null;
            z.list = null;
            z.localDate = null;
            z.color = null;
            z.user = null;
            return z;
        }

        @Override
        public boolean equals(Object o) {
            if (o == null || o.getClass() != getClass()) {
                return false;
            }
            FieldZoo z = (FieldZoo) o;
            return i == z.i && s == z.s && b == z.b && l == z.l && f == z.f && inexactFloat == z.inexactFloat && d == z.d && this.z == z.z
                    && c == z.c && Objects.equals(boxedInt, z.boxedInt) && Objects.equals(boxedLong, z.boxedLong)
                    && Objects.equals(boxedBoolean, z.boxedBoolean) && Objects.equals(boxedChar, z.boxedChar)
                    && Objects.equals(boxedDouble, z.boxedDouble)
                    && Objects.equals(boxedFloat, z.boxedFloat) && Objects.equals(text, z.text)
                    && Objects.equals(date, z.date) && Objects.equals(timestamp, z.timestamp)
                    && Objects.equals(decimal, z.decimal) && Objects.equals(anything, z.anything)
                    && Objects.equals(number, z.number) && Arrays.equals(intArray, z.intArray)
                    && Arrays.equals(stringArray, z.stringArray) && Objects.equals(map, z.map)
                    && Objects.equals(linked, z.linked) && Objects.equals(list, z.list)
                    && Objects.equals(localDate, z.localDate) && color == z.color && Objects.equals(user, z.user);
        }

        @Override
        public int hashCode() {
            return i;
        }
    }

    /** A subclass: hessian writes the inherited fields before its own. */
    public static class FieldZooChild extends FieldZoo {
        private static final long serialVersionUID = 1L;

        int extra = 77;
        String label = "child";

        @Override
        public boolean equals(Object o) {
            return super.equals(o) && extra == ((FieldZooChild) o).extra
                    && Objects.equals(label, ((FieldZooChild) o).label);
        }

        @Override
        public int hashCode() {
            return extra;
        }
    }

    /** A list class of the application's own: keeps its type name in both lines. */
    public static class ArrayListChild extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;

        ArrayListChild() {
        }

        ArrayListChild(List<?> items) {
            super(items);
        }
    }

    /** Declares a field of the same name as its superclass's: two fields named {@code text}. */
    public static class Hiding extends FieldZoo {
        private static final long serialVersionUID = 1L;

        String text = "hidden";
    }

    /** Replaced by a string when written. */
    public static class Replaced implements Serializable {
        private static final long serialVersionUID = 1L;

        final String value;

        Replaced(String value) {
            this.value = value;
        }

        Object writeReplace() {
            return "replaced:" + value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Replaced && value.equals(((Replaced) o).value) || ("replaced:" + value).equals(o);
        }

        @Override
        public int hashCode() {
            return value.hashCode();
        }
    }

    /** A node pointing at itself through a neighbour. */
    public static class Node implements Serializable {
        private static final long serialVersionUID = 1L;

        String name;
        Node next;

        static Node cycle() {
            Node a = new Node();
            Node b = new Node();
            a.name = "a";
            b.name = "b";
            a.next = b;
            b.next = a;
            return a;
        }
    }
}
