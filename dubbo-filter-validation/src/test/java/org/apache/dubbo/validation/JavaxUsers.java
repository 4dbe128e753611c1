package org.apache.dubbo.validation;

import java.io.Serializable;
import java.util.List;

import javax.validation.Valid;
import javax.validation.constraints.Min;
import javax.validation.constraints.NotBlank;
import javax.validation.constraints.NotNull;
import javax.validation.constraints.Size;

/** A service interface annotated with JSR-303 constraints. */
public interface JavaxUsers {

    String save(@NotNull @Size(min = 3, max = 10) String name, @Min(18) int age);

    String register(@Valid User user);

    @MethodValidated(Update.class)
    String update(User user);

    String registerAll(List<User> users);

    /** The group checked for {@code update}. */
    interface Update {
    }

    class User implements Serializable {
        private static final long serialVersionUID = 1L;
        @NotNull(groups = Update.class)
        public Integer id;
        @NotBlank
        public String name;

        public User() {
        }

        public User(Integer id, String name) {
            this.id = id;
            this.name = name;
        }
    }
}
