package org.apache.dubbo.common.utils;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;

/** Small beans shaped like the DTOs of real service interfaces. */
final class PojoFixtures {

    private PojoFixtures() {
    }

    public enum Color {
        RED, GREEN,
        BLUE {
            @Override
            public String toString() {
                return "blue (a constant with a body)";
            }
        }
    }

    public static class Address {
        private String street;
        private String city;
        private int zip;

        public Address() {
        }

        public Address(String street, String city, int zip) {
            this.street = street;
            this.city = city;
            this.zip = zip;
        }

        public String getStreet() {
            return street;
        }

        public void setStreet(String street) {
            this.street = street;
        }

        public String getCity() {
            return city;
        }

        public void setCity(String city) {
            this.city = city;
        }

        public int getZip() {
            return zip;
        }

        public void setZip(int zip) {
            this.zip = zip;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Address a && zip == a.zip && Objects.equals(street, a.street)
                    && Objects.equals(city, a.city);
        }

        @Override
        public int hashCode() {
            return Objects.hash(street, city, zip);
        }

        @Override
        public String toString() {
            return "Address{" + street + ", " + city + ", " + zip + "}";
        }
    }

    public static class Person {
        private String name;
        private int age;
        private boolean active;
        private Address address;
        private Color favouriteColor;
        private LocalDate birthday;
        private LocalDateTime createdAt;
        private Instant lastSeen;
        private BigDecimal balance;
        private BigInteger followers;
        private List<Address> previousAddresses;
        private Set<Color> colors;
        private Map<String, Address> addressesByLabel;
        private Address[] mailboxes;
        private String[] aliases;
        private int[] luckyNumbers;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public int getAge() {
            return age;
        }

        public void setAge(int age) {
            this.age = age;
        }

        public boolean isActive() {
            return active;
        }

        public void setActive(boolean active) {
            this.active = active;
        }

        public Address getAddress() {
            return address;
        }

        public void setAddress(Address address) {
            this.address = address;
        }

        public Color getFavouriteColor() {
            return favouriteColor;
        }

        public void setFavouriteColor(Color favouriteColor) {
            this.favouriteColor = favouriteColor;
        }

        public LocalDate getBirthday() {
            return birthday;
        }

        public void setBirthday(LocalDate birthday) {
            this.birthday = birthday;
        }

        public LocalDateTime getCreatedAt() {
            return createdAt;
        }

        public void setCreatedAt(LocalDateTime createdAt) {
            this.createdAt = createdAt;
        }

        public Instant getLastSeen() {
            return lastSeen;
        }

        public void setLastSeen(Instant lastSeen) {
            this.lastSeen = lastSeen;
        }

        public BigDecimal getBalance() {
            return balance;
        }

        public void setBalance(BigDecimal balance) {
            this.balance = balance;
        }

        public BigInteger getFollowers() {
            return followers;
        }

        public void setFollowers(BigInteger followers) {
            this.followers = followers;
        }

        public List<Address> getPreviousAddresses() {
            return previousAddresses;
        }

        public void setPreviousAddresses(List<Address> previousAddresses) {
            this.previousAddresses = previousAddresses;
        }

        public Set<Color> getColors() {
            return colors;
        }

        public void setColors(Set<Color> colors) {
            this.colors = colors;
        }

        public Map<String, Address> getAddressesByLabel() {
            return addressesByLabel;
        }

        public void setAddressesByLabel(Map<String, Address> addressesByLabel) {
            this.addressesByLabel = addressesByLabel;
        }

        public Address[] getMailboxes() {
            return mailboxes;
        }

        public void setMailboxes(Address[] mailboxes) {
            this.mailboxes = mailboxes;
        }

        public String[] getAliases() {
            return aliases;
        }

        public void setAliases(String[] aliases) {
            this.aliases = aliases;
        }

        public int[] getLuckyNumbers() {
            return luckyNumbers;
        }

        public void setLuckyNumbers(int[] luckyNumbers) {
            this.luckyNumbers = luckyNumbers;
        }
    }

    /** A tree whose nodes point back to their parent: generalising it meets each node twice. */
    public static class Node {
        private String name;
        private Node parent;
        private List<Node> children = new ArrayList<>();

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public Node getParent() {
            return parent;
        }

        public void setParent(Node parent) {
            this.parent = parent;
        }

        public List<Node> getChildren() {
            return children;
        }

        public void setChildren(List<Node> children) {
            this.children = children;
        }

        public Node add(String childName) {
            Node child = new Node();
            child.name = childName;
            child.parent = this;
            children.add(child);
            return child;
        }
    }

    public abstract static class Animal {
        private String name;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }
    }

    public static class Dog extends Animal {
        private String breed;

        public String getBreed() {
            return breed;
        }

        public void setBreed(String breed) {
            this.breed = breed;
        }
    }

    public static class Cat extends Animal {
        private int lives = 9;

        public int getLives() {
            return lives;
        }

        public void setLives(int lives) {
            this.lives = lives;
        }
    }

    public static class Kennel {
        private List<Animal> animals;

        public List<Animal> getAnimals() {
            return animals;
        }

        public void setAnimals(List<Animal> animals) {
            this.animals = animals;
        }
    }

    /** A generic wrapper like the {@code Result<T>} many services return. */
    public static class Box<T> {
        private T value;
        private List<T> values;

        public T getValue() {
            return value;
        }

        public void setValue(T value) {
            this.value = value;
        }

        public List<T> getValues() {
            return values;
        }

        public void setValues(List<T> values) {
            this.values = values;
        }
    }

    public static class AddressBox extends Box<Address> {
    }

    public static class Numbers {
        private long count;
        private int small;
        private short tiny;
        private byte octet;
        private double ratio;
        private float weight;
        private Long boxedCount;
        private BigInteger big;
        private BigDecimal exact;
        private char initial;
        private String letter;

        public long getCount() {
            return count;
        }

        public void setCount(long count) {
            this.count = count;
        }

        public int getSmall() {
            return small;
        }

        public void setSmall(int small) {
            this.small = small;
        }

        public short getTiny() {
            return tiny;
        }

        public void setTiny(short tiny) {
            this.tiny = tiny;
        }

        public byte getOctet() {
            return octet;
        }

        public void setOctet(byte octet) {
            this.octet = octet;
        }

        public double getRatio() {
            return ratio;
        }

        public void setRatio(double ratio) {
            this.ratio = ratio;
        }

        public float getWeight() {
            return weight;
        }

        public void setWeight(float weight) {
            this.weight = weight;
        }

        public Long getBoxedCount() {
            return boxedCount;
        }

        public void setBoxedCount(Long boxedCount) {
            this.boxedCount = boxedCount;
        }

        public BigInteger getBig() {
            return big;
        }

        public void setBig(BigInteger big) {
            this.big = big;
        }

        public BigDecimal getExact() {
            return exact;
        }

        public void setExact(BigDecimal exact) {
            this.exact = exact;
        }

        public char getInitial() {
            return initial;
        }

        public void setInitial(char initial) {
            this.initial = initial;
        }

        public String getLetter() {
            return letter;
        }

        public void setLetter(String letter) {
            this.letter = letter;
        }
    }

    public static class LineItem {
        private String sku;
        private BigDecimal price;

        public String getSku() {
            return sku;
        }

        public void setSku(String sku) {
            this.sku = sku;
        }

        public BigDecimal getPrice() {
            return price;
        }

        public void setPrice(BigDecimal price) {
            this.price = price;
        }
    }

    public static class Order {
        private List<LineItem> items;

        public List<LineItem> getItems() {
            return items;
        }

        public void setItems(List<LineItem> items) {
            this.items = items;
        }
    }

    public static class PublicFields {
        public static String shared = "static";
        public String label;
        public int count;
        public transient String secret;
    }

    /** No setters at all: realising writes the private fields directly. */
    public static class FieldsOnly {
        private String code;
        private long amount;

        public String code() {
            return code;
        }

        public long amount() {
            return amount;
        }
    }

    public static class Endpoint {
        private String url;
        private String host;

        public String getURL() {
            return url;
        }

        public void setURL(String url) {
            this.url = url;
        }

        public String getHost() {
            return host;
        }

        /** Normalises, so a test can tell the setter ran rather than the field being written. */
        public void setHost(String host) {
            this.host = host == null ? null : host.trim().toLowerCase();
        }
    }

    public static class NoDefaultConstructor {
        private final String id;

        public NoDefaultConstructor(String id) {
            this.id = id;
        }

        public String getId() {
            return id;
        }
    }

    public static class Holder {
        private Object payload;
        private SortedSet<String> sorted;
        private Class<?> type;

        public Object getPayload() {
            return payload;
        }

        public void setPayload(Object payload) {
            this.payload = payload;
        }

        public SortedSet<String> getSorted() {
            return sorted;
        }

        public void setSorted(SortedSet<String> sorted) {
            this.sorted = sorted;
        }

        public Class<?> getType() {
            return type;
        }

        public void setType(Class<?> type) {
            this.type = type;
        }
    }

    public static class InsufficientFundsException extends Exception {
        private String account;

        public InsufficientFundsException() {
        }

        public InsufficientFundsException(String message) {
            super(message);
        }

        public String getAccount() {
            return account;
        }

        public void setAccount(String account) {
            this.account = account;
        }
    }

    /** Stands in for a class a peer should never get us to build. */
    public static class Gadget {
        private String command;

        public String getCommand() {
            return command;
        }

        public void setCommand(String command) {
            this.command = command;
        }
    }
}
