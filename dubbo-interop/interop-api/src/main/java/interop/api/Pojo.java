package interop.api;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A value object covering the types real services send most: text (including CJK and emoji), numbers, an enum,
 * {@code java.time} values, {@link BigDecimal}, a list, a map and a nested object.
 */
public class Pojo implements Serializable {

    private static final long serialVersionUID = 1L;

    private String name;
    private int age;
    private Color color;
    private LocalDate birthday;
    private LocalDateTime createdAt;
    private BigDecimal balance;
    private List<String> tags;
    private Map<String, Integer> scores;
    private Nested child;

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

    public Color getColor() {
        return color;
    }

    public void setColor(Color color) {
        this.color = color;
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

    public BigDecimal getBalance() {
        return balance;
    }

    public void setBalance(BigDecimal balance) {
        this.balance = balance;
    }

    public List<String> getTags() {
        return tags;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }

    public Map<String, Integer> getScores() {
        return scores;
    }

    public void setScores(Map<String, Integer> scores) {
        this.scores = scores;
    }

    public Nested getChild() {
        return child;
    }

    public void setChild(Nested child) {
        this.child = child;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Pojo)) {
            return false;
        }
        Pojo other = (Pojo) o;
        return age == other.age
                && Objects.equals(name, other.name)
                && color == other.color
                && Objects.equals(birthday, other.birthday)
                && Objects.equals(createdAt, other.createdAt)
                && Objects.equals(balance, other.balance)
                && Objects.equals(tags, other.tags)
                && Objects.equals(scores, other.scores)
                && Objects.equals(child, other.child);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, age, color, birthday, createdAt, balance, tags, scores, child);
    }

    @Override
    public String toString() {
        return "Pojo{name=" + name + ", age=" + age + ", color=" + color + ", birthday=" + birthday
                + ", createdAt=" + createdAt + ", balance=" + balance + ", tags=" + tags + ", scores=" + scores
                + ", child=" + child + '}';
    }
}
